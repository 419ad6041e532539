export interface Comparison {
  /** At most maxShare of the pixels (or blocks) differ, and the sizes are equal. */
  same: boolean;
  differing: number;
  total: number;
  share: number;
  /** One line for a report: what differs and by how much. */
  summary: string;
  /** PNG of the first image, faded, with the differing pixels or blocks in red (diffImage only). */
  diff?: Buffer;
}

export interface CompareOptions {
  /** Side of the squares compared by their mean colour; 1 compares pixels. */
  block?: number;
  /** Largest difference of a mean channel (0-255) that still counts as the same. */
  tolerance?: number;
  /** Largest share (0-1) of differing pixels or blocks that still counts as the same image. */
  maxShare?: number;
  /** How many pixels a block may have moved and still match (block comparison only). */
  shift?: number;
  diffImage?: boolean;
}

export declare function comparePngs(a: Buffer, b: Buffer, options?: CompareOptions): Comparison;

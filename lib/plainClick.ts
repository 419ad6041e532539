/** The parts of a mouse event that tell a plain click from one asking for a new tab or window. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * True for a plain primary click, which a script may turn into an in-page action (a dialog);
 * a middle or modified click keeps the link's own behaviour, as with no script at all.
 */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

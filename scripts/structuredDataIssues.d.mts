/** One finding of Google's rules or of the schema.org vocabulary (scripts/structuredDataIssues.mjs). */
export interface StructuredDataIssue {
  severity: 'ERROR' | 'WARNING';
  message: string;
  /** The top-level node it was found under (a @graph's members are top-level). */
  rootType: string;
  /** The node it is about. */
  type: string;
  /** The properties concerned. */
  fieldNames: string[];
}

export interface PageStructuredData {
  /** The top-level nodes found, by type. */
  types: string[];
  issues: StructuredDataIssue[];
}

export declare const VOCABULARY: { release: string; file: string; sha256: string };

export declare function schemaOrgVocabulary(): unknown;

export declare function structuredDataIssues(html: string): Promise<PageStructuredData>;

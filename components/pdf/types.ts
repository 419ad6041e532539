/** Props of the shared PDF viewer: the document's URL (under /documents) and its title. */
export interface PdfViewerProps {
  file: string;
  title: string;
}

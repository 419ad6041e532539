'use client';

import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { PdfUnavailable } from './PdfUnavailable';
import type { PdfViewerProps } from './types';

export type { PdfViewerProps };

/**
 * The shared inline PDF viewer. react-pdf and pdf.js touch browser globals and weigh ~200 KB,
 * so they load on demand, in the browser only, the first time a viewer is rendered.
 * Use it inside another modal (e.g. a certification's detail); to open a document from a
 * button, use PdfViewerButton.
 */
const loadViewer = () => import('./PdfDocumentViewer').then((module) => module.default);

/** The viewer's first chunk did not arrive (a newer deploy removed it, or no signal): said in its place. */
function ViewerUnavailable(props: PdfViewerProps) {
  return <PdfUnavailable {...props} retry={loadViewer} />;
}

export const PdfViewer = dynamic<PdfViewerProps>(() => import('./PdfDocumentViewer').catch(() => ViewerUnavailable), {
  ssr: false,
  loading: () => <Loading role="status">Caricamento del visualizzatore…</Loading>,
});

const Loading = styled.p`
  display: grid;
  place-items: center;
  min-height: min(70dvh, 44rem);
  margin: 0;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceSoft};
  color: ${tokens.color.muted};
`;

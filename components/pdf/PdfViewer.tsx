'use client';

import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import type { PdfViewerProps } from './types';

export type { PdfViewerProps };

/**
 * The shared inline PDF viewer. react-pdf and pdf.js touch browser globals and weigh ~200 KB,
 * so they load on demand, in the browser only, the first time a viewer is rendered.
 * Use it inside another modal (e.g. a certification's detail); to open a document from a
 * button, use PdfViewerButton.
 */
export const PdfViewer = dynamic<PdfViewerProps>(() => import('./PdfDocumentViewer'), {
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

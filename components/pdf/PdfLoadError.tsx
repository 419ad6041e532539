'use client';

import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import type { PdfViewerProps } from './types';

/** The file is still the document: when pdf.js cannot show it, the visitor can download it. */
export function PdfLoadError({ file, title }: PdfViewerProps) {
  return (
    <ErrorBox role="alert">
      <strong>Non è stato possibile visualizzare il documento.</strong>
      <span>
        Puoi comunque aprirlo o salvarlo dal link diretto:{' '}
        <a href={file} download>
          scarica «{title}» (PDF)
        </a>
        .
      </span>
    </ErrorBox>
  );
}

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  align-self: start;
  width: 100%;
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.danger};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.dangerSurface};
  color: ${tokens.color.ink};

  a {
    color: ${tokens.color.danger};
    font-weight: 700;
  }
`;

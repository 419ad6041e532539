'use client';

import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

/**
 * The frame of what the viewer says in its own place instead of a document, with a link to the
 * file: `data-tone="danger"` when pdf.js could not read the file (PdfLoadError), `note` when the
 * viewer's own code is not there yet (PdfUnavailable).
 */
export const PdfNotice = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  align-self: start;
  width: 100%;
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceWarm};
  color: ${tokens.color.ink};

  a {
    color: ${tokens.color.navy};
    font-weight: 700;
  }

  &[data-tone='note'] {
    border-left: 4px solid ${tokens.color.gold};
  }

  &[data-tone='danger'] {
    border-color: ${tokens.color.danger};
    background: ${tokens.color.dangerSurface};

    a {
      color: ${tokens.color.danger};
    }
  }
`;

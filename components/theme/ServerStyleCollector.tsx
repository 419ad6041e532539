'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/**
 * While the server renders client components to HTML, this collects their styled-components
 * styles and writes them into the page, so islands are styled before hydration (no flash, no
 * layout shift). Rendered on the server only (StyledComponentsRegistry).
 */
export function ServerStyleCollector({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet());

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{styles}</>;
  });

  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}

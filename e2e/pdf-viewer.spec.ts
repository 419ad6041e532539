import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceCentre, serviceCentreBrochure } from '../content/serviceCentre';
import { MAX_ZOOM, MIN_ZOOM, zoomLabel } from '../lib/pdfViewer';
import {
  collectConsoleProblems,
  dismissCookieBanner,
  expectFocusNotOnBody,
  markFocusStep,
  tabTo,
  visit,
  watchFocusNeverOnBody,
} from './helpers';

/**
 * The shared PDF viewer (components/pdf), driven through the 2-page service centre brochure:
 * keyboard-only use with focus never lost, and the text layer that makes a page's text
 * selectable and readable by screen readers.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const { brochure } = serviceCentre;

function opener(page: Page) {
  return page.getByRole('region', { name: brochure.title }).getByRole('link', { name: brochure.viewLabel });
}

function viewer(page: Page) {
  return page.getByRole('dialog', { name: brochure.documentTitle });
}

/** The page's text layer once pdf.js has filled it. */
async function textLayer(dialog: Locator) {
  const layer = dialog.locator('.pdf-viewer-page .textLayer');
  await expect(layer).toContainText(serviceCentreBrochure.title, { timeout: 30_000 });
  return layer;
}

async function pressUntilFocusLeaves(page: Page, button: Locator, limit: number) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (!(await button.evaluate((node) => node === document.activeElement))) return presses;
    await page.keyboard.press('Enter');
    // Let React commit the new zoom or page before looking again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  return limit;
}

test('keyboard only: open, page to the end and back, zoom to both limits, close; focus never on <body>', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectConsoleProblems(page);
  await visit(page, '/centro-spasciani');
  const button = opener(page);
  await tabTo(page, button);
  const stopWatch = await watchFocusNeverOnBody(page);

  await markFocusStep(page, 'open');
  await page.keyboard.press('Enter');
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await textLayer(dialog);
  await expectFocusNotOnBody(page, 'opening the viewer');

  const status = dialog.getByText(/^Pagina \d+ di \d+$/);
  const previous = dialog.getByRole('button', { name: 'Pagina precedente' });
  const next = dialog.getByRole('button', { name: 'Pagina successiva' });
  await expect(status).toHaveText(`Pagina 1 di ${brochure.pages}`);
  await expect(previous).toBeDisabled();

  await markFocusStep(page, 'to the last page');
  await tabTo(page, next);
  const forward = await pressUntilFocusLeaves(page, next, brochure.pages + 2);
  expect(forward).toBe(brochure.pages - 1);
  await expect(status).toHaveText(`Pagina ${brochure.pages} di ${brochure.pages}`);
  await expect(next).toBeDisabled();
  await expect(previous, '"Pagina successiva" disabled itself: its counterpart takes focus').toBeFocused();

  await markFocusStep(page, 'back to the first page');
  const backward = await pressUntilFocusLeaves(page, previous, brochure.pages + 2);
  expect(backward).toBe(brochure.pages - 1);
  await expect(status).toHaveText(`Pagina 1 di ${brochure.pages}`);
  await expect(previous).toBeDisabled();
  await expect(next, '"Pagina precedente" disabled itself: its counterpart takes focus').toBeFocused();

  const zoomIn = dialog.getByRole('button', { name: 'Ingrandisci' });
  const zoomOut = dialog.getByRole('button', { name: 'Riduci' });
  await markFocusStep(page, 'zoom in to the limit');
  await tabTo(page, zoomIn);
  await pressUntilFocusLeaves(page, zoomIn, 20);
  await expect(dialog.getByText(zoomLabel(MAX_ZOOM), { exact: true })).toBeVisible();
  await expect(zoomIn).toBeDisabled();
  await expect(zoomOut).toBeFocused();

  await markFocusStep(page, 'zoom out to the limit');
  await pressUntilFocusLeaves(page, zoomOut, 20);
  await expect(dialog.getByText(zoomLabel(MIN_ZOOM), { exact: true })).toBeVisible();
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeFocused();

  await markFocusStep(page, 'close');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  expect(await stopWatch(), 'steps during which focus fell to <body>').toEqual([]);
  expect(problems).toEqual([]);
});

test('the page text is a real, selectable text layer with the PDF headings for screen readers', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const problems = collectConsoleProblems(page);
  // The text layer's stylesheet is not part of the page's first load.
  const html = await (await request.get('/centro-spasciani')).text();
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    expect(await (await request.get(href ?? '')).text(), href).not.toContain('.textLayer');
  }
  await visit(page, '/centro-spasciani');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--react-pdf-text-layer').trim(),
    ),
  ).toBe('');

  await opener(page).click();
  const dialog = viewer(page);
  const layer = await textLayer(dialog);
  // The stylesheet arrived with the viewer: the text sits transparent over the canvas.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--react-pdf-text-layer').trim(),
    ),
  ).toBe('1');

  const heading = serviceCentre.about.title;
  // Leaf spans hold the text; pdf.js wraps them in marked-content spans laid out as contents.
  const span = layer
    .locator('span[role="presentation"]', { hasText: heading.split(' ').slice(0, 2).join(' ') })
    .first();
  await expect(span).toBeVisible();
  expect(await span.evaluate((node) => getComputedStyle(node).color)).toBe('rgba(0, 0, 0, 0)');

  // A visitor can select it: drag across the heading's first line and read the selection.
  // The page redraws while the dialog settles its width: wait for a laid-out span.
  await expect.poll(async () => (await span.boundingBox())?.width ?? 0, { timeout: 10_000 }).toBeGreaterThan(20);
  const box = await span.boundingBox();
  if (box) {
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  }
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  expect(selected.length).toBeGreaterThan(5);
  expect(heading).toContain(selected.trim());

  // The tagged PDF's structure reaches the accessibility tree: H1 and H2 become headings that
  // own the text layer's spans.
  const title = dialog.locator('.react-pdf__Page__structTree [role="heading"][aria-level="1"]');
  await expect(title).toHaveCount(1);
  const owned = await title.getAttribute('aria-owns');
  expect(owned).toBeTruthy();
  await expect(dialog.locator(`[id="${owned}"]`)).toHaveText(serviceCentreBrochure.title);
  await expect(dialog.locator('.react-pdf__Page__structTree [role="heading"][aria-level="2"]').first()).toBeAttached();
  await expect(dialog.locator('.react-pdf__Page__structTree [role="list"]').first()).toBeAttached();
  expect(problems).toEqual([]);
});

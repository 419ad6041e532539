/**
 * A full-page screenshot draws only what is near the viewport: further down, the blocks the
 * browser skips while off screen (content-visibility: auto, components/ui/offscreen.ts) come out
 * empty. This draws each of them the way it is drawn once scrolled into view, its containment
 * kept, so the shot shows the page a visitor scrolls through. Call it right before the shot.
 */
export async function drawOffscreenBlocks(page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.setProperty('content-visibility', 'visible');
      element.style.setProperty('contain', 'layout style paint');
    }
  });
}

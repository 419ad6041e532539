import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { homeHeading, slides } from '../content/home';
import { certifications } from '../content/certifications';
import { policies } from '../content/policies';
import { partners } from '../content/partners';
import { services } from '../content/services';
import { fleetCategories } from '../content/fleet';
import { settled } from './pageChecks';

/**
 * Waits until a viewer's current page has drawn ink on its canvas (text, the title band). The
 * pixels are read from a screenshot, as a visitor sees them: reading the canvas back in the page
 * (getImageData, again and again while polling) made Chromium warn about slow readbacks on a
 * slow machine, and that warning of the test's own is not the page's console problem.
 */
async function expectRenderedCanvas(scope: Page | Locator) {
  const canvas = scope.locator('.pdf-viewer-page canvas');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const { data, info } = await sharp(await canvas.screenshot())
          .raw()
          .toBuffer({ resolveWithObject: true });
        let inked = 0;
        for (let i = 0; i < data.length; i += info.channels * 4) if ((data[i] ?? 255) < 200) inked += 1;
        return inked;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(100);
}

function hero(page: Page) {
  return page.getByRole('region', { name: 'In evidenza' });
}

/** The dot of slide n (1-based) is the current one. */
async function expectSlide(page: Page, n: number) {
  const dot = hero(page).getByRole('button', { name: new RegExp(`^Diapositiva ${n}:`) });
  await expect(dot).toHaveAttribute('aria-current', 'true');
  const slide = slides[n - 1];
  // Clicking a control scrolls the page down a little; the slide's text sits near the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (slide) await expect(hero(page).getByRole('heading', { name: slide.title })).toBeInViewport({ ratio: 0.9 });
}

async function gotoHome(page: Page) {
  await dismissCookieBanner(page);
  await visit(page, '/');
  // Swiper has started (hydrated) once it marks its container.
  await expect(hero(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
}

/**
 * The home page as it loads, on one load: what it pre-renders, that it shifts no layout, that
 * swiper comes after the load event, its documents and the links of its sections (a fresh tab per
 * check cost more than the check).
 */
test('as it loads: the first slide pre-rendered at 850 px, no layout shift, swiper after the load event, its documents and links', async ({
  page,
  request,
}) => {
  test.slow();
  const html = await (await request.get('/')).text();
  const first = slides[0];
  expect(first).toBeDefined();
  expect(html).toContain(first?.title);
  expect(html).toMatch(
    /<img[^>]+slide-servizi\.svg[^>]+fetchPriority="high"|<img[^>]+fetchPriority="high"[^>]+slide-servizi\.svg/i,
  );
  // Swiper's code and first layout pass used to run inside hydration (issue 20); now the hero
  // and the partners start it once the page is idle or the carousel is near.
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(await (await request.get(src)).text(), src).not.toContain('containerModifierClass');
  }

  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const swiperChunks: string[] = [];
  page.on('response', async (response) => {
    if (/\/_next\/static\/.+\.js$/.test(response.url()) && (await response.text()).includes('containerModifierClass'))
      swiperChunks.push(response.url());
  });
  await gotoHome(page);
  await settled(page);

  await test.step('loading the page shifts no layout', async () => {
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.05);
  });

  await test.step('the first slide is shown and the hero is 850 px high on desktop', async () => {
    await expect(hero(page).getByRole('heading', { level: 2, name: first?.title })).toBeVisible();
    const box = await hero(page).locator('.swiper').boundingBox();
    expect(box?.height).toBe(850);
  });

  await test.step('swiper is not in the first load: its code arrives after the load event and then starts the hero', async () => {
    await expect.poll(() => swiperChunks.length).toBe(1);
    const [loadEnd, fetchStart] = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByName(url)[0];
      return [navigation.loadEventEnd, chunk?.startTime ?? -1];
    }, swiperChunks[0] ?? '');
    expect(loadEnd).toBeGreaterThan(0);
    expect(fetchStart).toBeGreaterThanOrEqual(loadEnd);
  });

  await test.step('the whistleblowing guide and every home PDF answer 200 as application/pdf', async () => {
    const section = page.getByRole('region', { name: 'Whistleblowing: segnala in sicurezza' });
    await expect(section).toContainText('D.Lgs. 24/2023');
    await expect(section.getByRole('link', { name: 'Come funziona il canale' })).toHaveAttribute(
      'href',
      '/whistleblowing',
    );
    const guide = section.getByRole('link', { name: 'Scarica la guida (PDF)' });
    await expect(guide).toHaveAttribute('download', '');
    const href = await guide.getAttribute('href');
    expect(href).toBe('/documents/guida-whistleblowing.pdf');
    for (const file of [href ?? '', ...[...policies, ...certifications].map((item) => `/documents/${item.file}`)]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString(), file).toBe('%PDF-');
    }
  });

  await test.step('the centre promo and the call to action lead to their pages', async () => {
    await expect(page.getByRole('link', { name: 'Scopri il centro' })).toHaveAttribute('href', '/centro-spasciani');
    await expect(
      page.getByRole('region', { name: 'Hai un progetto o una richiesta?' }).getByRole('link', { name: 'Contattaci' }),
    ).toHaveAttribute('href', '/contatti');
  });

  await test.step('the index links every service page and each fleet family, and a link opens its page', async () => {
    const index = page.getByRole('region', { name: 'Servizi e noleggio' });
    const serviceHrefs = await index
      .locator('a[href^="/servizi/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...serviceHrefs].sort()).toEqual(services.map((service) => `/servizi/${service.slug}`).sort());
    for (const category of fleetCategories) {
      await expect(index.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/gielle-rental?categoria=${category.id}#flotta`,
      );
    }
    await index.getByRole('link', { name: 'Facility management' }).click();
    await expect(page).toHaveURL(/\/servizi\/facility-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Facility management' })).toBeVisible();
  });
});

test.describe('home hero slider', () => {
  test('advances by itself every 6 s, keeping its H1 for screen readers, and wraps from the last slide to the first', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHome(page);
    await expectSlide(page, 1);
    await page.clock.runFor(6_000);
    await expectSlide(page, 2);
    // A slide out of view is inert, and Chromium drops inert content from the accessibility
    // tree: an H1 inside the first slide left the page with none from the first autoplay step
    // on. Playwright's role queries and axe still count inert headings, so ask the browser's tree.
    await expect(hero(page).locator('[aria-roledescription="diapositiva"]').first()).toHaveAttribute('inert', '');
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const topHeadings = nodes
      .filter((node) => !node.ignored && node.role?.value === 'heading')
      .filter((node) => node.properties?.some((property) => property.name === 'level' && property.value.value === 1))
      .map((node) => node.name?.value);
    expect(topHeadings).toEqual([homeHeading]);
    await page.clock.runFor(6_000);
    await expectSlide(page, 3);
    await page.clock.runFor(6_000);
    await expectSlide(page, 1);
  });

  test('an arrow used before swiper has arrived moves the hero once it has', async ({ page }) => {
    let release = () => {};
    let requested = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const swiperRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('containerModifierClass')) {
        requested(); // the hero has hydrated: its effect asked for swiper
        await held;
      }
      await route.fulfill({ response, body });
    });
    await dismissCookieBanner(page);
    await visit(page, '/');
    await swiperRequested;
    const region = hero(page);
    await region.getByRole('button', { name: 'Diapositiva successiva' }).click();
    await expect(region.locator('.swiper')).not.toHaveClass(/swiper-initialized/);
    release();
    await expectSlide(page, 2);
  });

  test('arrows and dots move it and wrap at both ends', async ({ page }) => {
    await gotoHome(page);
    const region = hero(page);
    await region.getByRole('button', { name: 'Diapositiva precedente' }).click();
    await expectSlide(page, 3);
    await region.getByRole('button', { name: 'Diapositiva successiva' }).click();
    await expectSlide(page, 1);
    await region.getByRole('button', { name: /^Diapositiva 2:/ }).click();
    await expectSlide(page, 2);
    await expect(region.getByRole('link', { name: slides[1]?.buttonText ?? '' })).toHaveAttribute(
      'href',
      slides[1]?.buttonLink ?? '',
    );
  });

  test('the pause control stops autoplay and starts it again', async ({ page }) => {
    await page.clock.install();
    await gotoHome(page);
    const region = hero(page);
    await region.getByRole('button', { name: 'Metti in pausa lo scorrimento automatico' }).click();
    await page.mouse.move(5, 5); // leave the slider: no hover pause
    await page.locator('body').focus(); // and no focus pause
    await page.clock.runFor(13_000);
    await expectSlide(page, 1);
    await region.getByRole('button', { name: 'Avvia lo scorrimento automatico' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    await expectSlide(page, 2);
  });

  test('hover pauses it; leaving resumes it', async ({ page }) => {
    await page.clock.install();
    await gotoHome(page);
    await hero(page).getByRole('heading', { name: slides[0]?.title }).hover();
    await page.clock.runFor(13_000);
    await expectSlide(page, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    await expectSlide(page, 2);
  });

  test('does not autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHome(page);
    await expect(hero(page).getByRole('button', { name: 'Avvia lo scorrimento automatico' })).toBeVisible();
    await page.clock.runFor(13_000);
    await expectSlide(page, 1);
  });
});

test.describe('company policies in the PDF viewer', () => {
  test('a policy opens in the viewer, page 1 renders and next page works', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const pdfjsRequests: string[] = [];
    page.on('request', (req) => {
      if (/pdf\.worker|pdfjs/.test(req.url())) pdfjsRequests.push(req.url());
    });
    await dismissCookieBanner(page);
    await visit(page, '/');
    await settled(page);
    expect(pdfjsRequests, 'pdf.js is not fetched before a viewer opens').toEqual([]);

    const section = page.getByRole('region', { name: 'Le nostre politiche aziendali' });
    const opener = section.getByRole('link', { name: 'Visualizza online' }).first();
    await expect(opener).toHaveAttribute('href', `/documents/${policies[0].file}`);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: policies[0].title });
    await expect(dialog).toBeVisible();
    await expectRenderedCanvas(dialog);
    await expect(dialog.getByText('Pagina 1 di 2', { exact: true })).toBeVisible();
    expect(
      pdfjsRequests.some((url) => url.includes('/pdfjs/pdf.worker.')),
      'worker served by the site',
    ).toBe(true);
    await expect(dialog.getByRole('navigation', { name: 'Miniature delle pagine' }).getByRole('button')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Adatta alla larghezza' })).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(dialog.getByText('Pagina 2 di 2', { exact: true })).toBeVisible();
    await expectRenderedCanvas(dialog);
    await expect(dialog.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Ingrandisci' }).click();
    await expect(dialog.getByText('125%')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Adatta alla larghezza' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(dialog.getByRole('link', { name: 'Scarica' })).toHaveAttribute(
      'href',
      `/documents/${policies[0].file}`,
    );
    await expect(dialog.getByRole('link', { name: 'Apri in una nuova scheda' })).toHaveAttribute('target', '_blank');

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a PDF that fails to load shows an Italian message with a direct link', async ({ page }) => {
    await page.route(`**/documents/${policies[1].file}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await dismissCookieBanner(page);
    await visit(page, '/');
    await page
      .getByRole('region', { name: 'Le nostre politiche aziendali' })
      .getByRole('link', { name: 'Visualizza online' })
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog', { name: policies[1].title });
    const alert = dialog.getByRole('alert');
    // The viewer's code (pdf.js) loads on demand: give it the canvas tests' time on a busy machine.
    await expect(alert).toContainText('Non è stato possibile visualizzare il documento.', { timeout: 15_000 });
    await expect(alert.getByRole('link')).toHaveAttribute('href', `/documents/${policies[1].file}`);
  });

  test('no page ships pdf.js in its first load', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body, src).not.toContain('GlobalWorkerOptions');
    }
  });
});

test.describe('certifications', () => {
  test('the filters show 7, 3 and 4 cards; a card opens its detail modal, closed by X, Escape and backdrop', async ({
    page,
  }) => {
    await gotoHome(page);
    const section = page.getByRole('region', { name: 'Qualità certificata' });
    const cards = section.locator('[data-certification-list] > li:visible');
    const filters = section.getByRole('group', { name: 'Filtra le certificazioni' });
    await expect(cards).toHaveCount(7);
    await expect(filters.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'ISO' }).click();
    await expect(cards).toHaveCount(3);
    await expect(filters.getByRole('button', { name: 'ISO' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'Altre' }).click();
    await expect(cards).toHaveCount(4);
    await filters.getByRole('button', { name: 'Tutte' }).click();
    await expect(cards).toHaveCount(7);

    const certification = certifications[0]!;
    // A link to the certificate's PDF first (no script needed); a plain click opens the dialog.
    const opener = page.getByRole('link', { name: `Dettagli: ${certification.title}` });
    const dialog = page.getByRole('dialog', { name: certification.title });
    await expect(opener).toHaveAttribute('href', `/documents/${certification.file}`);

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(certification.description);
    await expectRenderedCanvas(dialog);
    await expect(dialog.getByRole('link', { name: 'Scarica il documento' })).toHaveAttribute(
      'href',
      `/documents/${certification.file}`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4); // on the backdrop, outside the panel
    await expect(dialog).toBeHidden();
    // The selection is cleared: another card opens its own modal.
    const other = certifications[4]!;
    await page.getByRole('link', { name: `Dettagli: ${other.title}` }).click();
    await expect(page.getByRole('dialog', { name: other.title })).toBeVisible();
  });
});

test.describe('documents and images', () => {
  test('an aborted logo request shows the placeholder', async ({ page }) => {
    await page.route('**/images/brand/centro-spasciani.svg', (route) => route.abort());
    await page.route(`**${partners[0]!.logo}`, (route) => route.abort());
    await dismissCookieBanner(page);
    await visit(page, '/');
    const logo = page.locator('img[data-centre-logo]');
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('src', '/api/placeholder/400/200');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await expect(logo).toHaveAttribute('alt', /Spasciani/);

    const partner = page.getByRole('img', { name: partners[0]!.name });
    await partner.scrollIntoViewIfNeeded();
    await expect(partner).toHaveAttribute('src', '/api/placeholder/200/100');
    await expect.poll(() => partner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  });
});

test.describe('partners and page tools', () => {
  test('the partners carousel lists 19 logos, 4 per page, and moves by page', async ({ page }) => {
    await gotoHome(page);
    const carousel = page.getByRole('group', { name: 'Loghi dei partner' });
    await expect(carousel.getByRole('listitem')).toHaveCount(19);
    const dots = carousel.getByRole('button', { name: /^Pagina \d+ di 5 dei partner$/ });
    await expect(dots).toHaveCount(5);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('img', { name: partners[0]!.name })).toBeInViewport();
    await carousel.getByRole('button', { name: 'Partner successivi' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: partners[4]!.name })).toBeInViewport();
    await carousel.getByRole('button', { name: 'Partner precedenti' }).click();
    await carousel.getByRole('button', { name: 'Partner precedenti' }).click();
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: partners[18]!.name })).toBeInViewport();
  });

  test('the partners carousel advances every 4 s', async ({ page }) => {
    await page.clock.install();
    await gotoHome(page);
    const carousel = page.getByRole('group', { name: 'Loghi dei partner' });
    const dots = carousel.getByRole('button', { name: /^Pagina \d+ di 5 dei partner$/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(4_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test("'Torna in cima' appears past 300 px and scrolls back to the top", async ({ page }) => {
    await gotoHome(page);
    const button = page.getByRole('button', { name: 'Torna in cima' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 350));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('services and rental index', () => {
  test('a fleet family link opens the fleet on that tab', async ({ page }) => {
    await gotoHome(page);
    const family = fleetCategories[3]!;
    await page
      .getByRole('region', { name: 'Servizi e noleggio' })
      .getByRole('link', { name: family.name, exact: true })
      .click();
    await expect(page.getByRole('tab', { name: new RegExp(family.name) })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('home at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the partners read "1 / 10" (two a page) before swiper starts near them, and after', async ({ page }) => {
    await gotoHome(page);
    const carousel = page.getByRole('group', { name: 'Loghi dei partner' });
    await expect(carousel.locator('.swiper')).not.toHaveClass(/swiper-initialized/);
    await expect(carousel.getByText(/^\d+ \/ \d+$/)).toHaveText('1 / 10');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await expect(carousel.getByText(/^\d+ \/ \d+$/)).toHaveText('1 / 10');
  });

  test('nothing overflows and the hero keeps a phone height', async ({ page }) => {
    await gotoHome(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await hero(page).locator('.swiper').boundingBox();
    expect(box?.height).toBe(580);
    await expectNoAxeViolations(page);
  });
});

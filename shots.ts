import { chromium } from '@playwright/test';
import { makeRepoCopy, startCms } from './e2e/repoCopy';
(async () => {
  const copy = makeRepoCopy();
  const cms = await startCms(copy, { port: 4284, localPort: 8184 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const width of [1440, 360]) {
      const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 900 }, locale: 'it-IT' });
      await page.goto('http://localhost:4284/admin/index.html');
      await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
      await page.screenshot({ path: `/tmp/shots/admin-login-${width}.png` });
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByRole('heading', { name: 'Flotta Gielle Rental' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/admin-list-${width}.png` });
      await page.goto('http://localhost:4284/admin/index.html#/collections/fleet/entries/piattaforma-forbice-12m');
      await page.getByLabel('Descrizione breve').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/admin-entry-${width}.png` });
      await page.goto('http://localhost:4284/admin/index.html#/collections/settings/entries/company');
      const phone = page.getByLabel('Centralino', { exact: true });
      for (let i = 0; i < 30 && !(await phone.inputValue().catch(() => '')).startsWith('+39'); i++) await page.waitForTimeout(500);
      console.log(width, 'phone value', await phone.inputValue(), 'id', await phone.getAttribute('id'));
      await page.getByLabel('Centralino', { exact: true }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/admin-company-${width}.png` });
      await page.close();
    }
    // The export's /admin (production: GitHub sign-in), as the webServer serves it.
  } finally {
    await browser.close();
    await cms.stop();
    copy.remove();
  }
})();

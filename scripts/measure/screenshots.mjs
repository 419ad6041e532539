#!/usr/bin/env node
/**
 * Full-page screenshots of routes at 360, 768 and 1440 px, for looking at what we built.
 * Usage: node scripts/measure/screenshots.mjs [--base http://localhost:3000] [--out shots] /route ...
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, playwrightChromiumFlags } from '../chromium.mjs';
import { takeOption } from '../cliOptions.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => takeOption(args, name, fallback);
const base = take('base', 'http://localhost:3000');
const outDir = take('out', 'shots');
const routes = args.length ? args : ['/'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumFlags });
for (const width of [360, 768, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?#=&]/g, '_');
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${outDir}/`);

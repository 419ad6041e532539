#!/usr/bin/env node
/**
 * Proves that a post-build rewrite of the HTML changes nothing on screen: serves two exports
 * (before and after) with scripts/serve.mjs, takes a full-page screenshot of every exported page
 * of both at each width, and compares them pixel by pixel. Exit 1 naming each page and width
 * whose images differ (size or any pixel); the PNGs stay in --shots for looking.
 *
 * Screenshots are made deterministic, not lenient: reduced motion (no carousel autoplay), CSS
 * animations and the caret off, the page scrolled to its end and back, every lazy image loaded and
 * web fonts ready before the shot.
 *
 * The cookie choice is made (rejected, as a visitor who declines) before each page loads, so the
 * banner covers nothing; `--consent none` leaves it open, to compare the banner itself.
 *
 * Usage: node scripts/measure/pixel-diff.mjs --before <dir> [--after out] [--port 4300] [--shots shots/diff]
 *        [--widths 360,1440] [--consent rejected|accepted|none] [/route ...]
 *        (routes default to every .html file in --after)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, playwrightChromiumFlags } from '../chromium.mjs';
import { takeOption } from '../cliOptions.mjs';
import { comparePngs } from './pngDiff.mjs';

/** lib/consent.ts's storage key, as the page's boot script reads it. */
const CONSENT_STORAGE_KEY = 'gielle.cookie-consent';

const args = process.argv.slice(2);
const take = (name, fallback) => takeOption(args, name, fallback);
const before = take('before', '');
const after = take('after', 'out');
const port = Number(take('port', '4300'));
const shots = take('shots', 'shots/diff');
const widths = take('widths', '360,1440').split(',').map(Number);
const consent = take('consent', 'rejected');
if (!before) {
  console.error('Usage: node scripts/measure/pixel-diff.mjs --before <dir> [--after out] [/route ...]');
  process.exit(2);
}

/** Clean URL of every page in dir (Next's _not-found twin of 404.html excluded). */
function routesOf(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routesOf(path, root);
    if (!name.endsWith('.html') || name === '_not-found.html') return [];
    const route = `/${relative(root, path).replace(/\.html$/, '')}`;
    return [route === '/index' ? '/' : route.replace(/\/index$/, '')];
  });
}
const routes = args.length > 0 ? args : routesOf(after).sort();

function serve(dir, servePort) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(servePort), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`serve.mjs for ${dir} exited with ${code}`)));
  });
}

async function shoot(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Down to the end and back, as a visitor would: what starts when it nears the viewport (the
  // partners carousel) has started in both builds, whenever each starts it.
  await page.evaluate(async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await settle();
    window.scrollTo(0, 0);
    await settle();
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    const settled = (img) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.all([...document.images].map((img) => (img.complete ? null : settled(img))));
    await document.fonts.ready;
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Exact: any changed pixel is a difference. */
function compare(a, b) {
  const result = comparePngs(a, b);
  return result.same ? null : `${result.summary} (before against after)`;
}

const servers = [await serve(before, port), await serve(after, port + 1)];
const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumFlags });
const failures = [];
let compared = 0;
try {
  mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    if (consent !== 'none')
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, choice: consent, decidedAt: '2026-01-01T00:00:00.000Z' })],
      );
    const page = await context.newPage();
    for (const route of routes) {
      const name = `${route === '/' ? 'home' : route.slice(1).replace(/[/?#=&]/g, '_')}-${width}`;
      const a = await shoot(page, `http://localhost:${port}${route}`);
      const b = await shoot(page, `http://localhost:${port + 1}${route}`);
      const difference = compare(a, b);
      compared += 1;
      if (difference) {
        failures.push(`${route} at ${width}px: ${difference}`);
        writeFileSync(join(shots, `${name}-before.png`), a);
        writeFileSync(join(shots, `${name}-after.png`), b);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
if (failures.length > 0) {
  console.error(
    `pixel-diff: ${failures.length} of ${compared} screenshots differ (PNGs in ${shots}/):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `pixel-diff: ${compared} full-page screenshots (${routes.length} pages x ${widths.join(', ')} px), 0 changed pixels`,
);

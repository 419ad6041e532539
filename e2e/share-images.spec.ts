import { expect, test } from '@playwright/test';
import { shareImage } from '../lib/metadata';
import { pageShareImages } from '../lib/shareImages';
import { routes } from './helpers';

/**
 * Share pictures over the export (issue 24): each vehicle and service page declares its own
 * picture, drawn from its illustration, name and brand (lib/shareImages.ts), and that file is a
 * 1200x630 JPEG of at most 100 KB; every other page keeps the site's picture.
 */
const MAX_BYTES = 100 * 1024;
const own = pageShareImages();

/** The <meta> tags of a page's HTML, by property or name. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const key = attribute('property') ?? attribute('name');
    const content = attribute('content');
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), content.replaceAll('&amp;', '&')]);
  }
  return tags;
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length;) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

test('every vehicle and service page declares its own picture, a 1200x630 JPEG of at most 100 KB', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const declared = new Set<string>();
  for (const { pagePath, image } of own) {
    const tags = metaTags(await (await request.get(pagePath)).text());
    const url = tags.get('og:image')?.[0] ?? '';
    expect(tags.get('og:image'), pagePath).toHaveLength(1);
    expect(new URL(url).pathname, pagePath).toBe(image.path);
    expect(tags.get('og:image:width'), pagePath).toEqual(['1200']);
    expect(tags.get('og:image:height'), pagePath).toEqual(['630']);
    expect(tags.get('og:image:alt'), pagePath).toEqual([image.alt]);
    expect(tags.get('twitter:image'), pagePath).toEqual([url]);
    expect(tags.get('twitter:image:alt'), pagePath).toEqual([image.alt]);
    declared.add(image.path);

    const response = await request.get(image.path);
    expect(response.status(), image.path).toBe(200);
    expect(response.headers()['content-type'], image.path).toContain('image/jpeg');
    const bytes = await response.body();
    expect(bytes.length, image.path).toBeLessThanOrEqual(MAX_BYTES);
    expect(jpegSize(bytes), image.path).toEqual({ width: 1200, height: 630 });
  }
  expect(declared.size).toBe(own.length);
});

test('every other page keeps the site picture', async ({ request }) => {
  const ownPaths = new Set(own.map((item) => item.pagePath));
  const others = routes.filter((route) => !ownPaths.has(route.path));
  expect(others.length).toBeGreaterThan(0);
  for (const route of others) {
    const tags = metaTags(await (await request.get(route.path)).text());
    expect(new URL(tags.get('og:image')?.[0] ?? '').pathname, route.path).toBe(shareImage.path);
    expect(new URL(tags.get('twitter:image')?.[0] ?? '').pathname, route.path).toBe(shareImage.path);
  }
});

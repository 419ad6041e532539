/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VEHICLE_PLACEHOLDER_IMAGE } from '../content/vehicleImageFallback';
import { MANIFEST_PATH } from './imageManifest';
import { isForwardingPage, offlinePictures } from './serviceWorker';

describe('offlinePictures: what the precache keeps of the pictures (issue 41)', () => {
  it('today: every fleet and service picture as it is (SVG drawings), and the vehicle placeholder', () => {
    const urls = offlinePictures();
    expect(urls).toContain(VEHICLE_PLACEHOLDER_IMAGE);
    expect(urls).toContain('/images/fleet/carrello-diesel-3t.svg');
    expect(urls.every((url) => url.startsWith('/images/fleet/') || url.startsWith('/images/services/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('a photo is kept at its smallest variant, never as the original', () => {
    const root = mkdtempSync(join(tmpdir(), 'gielle-sw-'));
    try {
      mkdirSync(join(root, 'content/fleet'), { recursive: true });
      mkdirSync(join(root, 'content/services'), { recursive: true });
      mkdirSync(join(root, 'content/generated'), { recursive: true });
      writeFileSync(
        join(root, 'content/fleet/a.json'),
        JSON.stringify({ image: '/images/fleet/a.jpg', additionalImages: ['/images/fleet/a.svg'] }),
      );
      writeFileSync(join(root, 'content/services/b.json'), JSON.stringify({ image: '/images/services/b.svg' }));
      writeFileSync(
        join(root, MANIFEST_PATH),
        JSON.stringify({ '/images/fleet/a.jpg': { smallest: '/img/a-1234-360.avif' } }),
      );
      expect(offlinePictures(root)).toEqual([
        '/img/a-1234-360.avif',
        '/images/fleet/a.svg',
        '/images/services/b.svg',
        VEHICLE_PLACEHOLDER_IMAGE,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('isForwardingPage: entries whose bytes a host may not serve at their address (issue 61)', () => {
  it('is the HTML that only forwards, not a page or another file', () => {
    const forwarding = Buffer.from(
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/gielle-rental"/></head></html>',
    );
    expect(isForwardingPage('/giellerental.html', forwarding)).toBe(true);
    expect(
      isForwardingPage(
        '/gielle-rental.html',
        Buffer.from('<!DOCTYPE html><html><head><title>Gielle Rental</title></head></html>'),
      ),
    ).toBe(false);
    expect(isForwardingPage('/giellerental.txt', forwarding)).toBe(false);
  });
});

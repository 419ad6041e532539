/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_EXPORT, PHASE_PRODUCTION_BUILD } from 'next/constants';
import config from '../../next.config';
import { GET } from './route.dev';

describe('the preview’s content fingerprint', () => {
  it('answers the fingerprint the content check last wrote', async () => {
    const written = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'content', 'generated', 'version.json'), 'utf8'),
    ) as { version: string };
    expect(written.version).toMatch(/^[0-9a-f]{16}$/);
    await expect(GET().json()).resolves.toEqual({ version: written.version });
  });

  it('is a route in next dev only: a build and an export leave it out', () => {
    expect(config(PHASE_DEVELOPMENT_SERVER).pageExtensions).toContain('dev.ts');
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_EXPORT]) {
      expect(config(phase).pageExtensions).toEqual(['tsx', 'ts', 'jsx', 'js']);
    }
  });
});

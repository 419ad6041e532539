/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_VERSION_FILE, generatedFiles, GENERATED_DIR, writeGenerated } from './generate';
import { loadContent } from './load';

describe('generatedFiles', () => {
  const content = loadContent(join(__dirname, '..', '..')).content;
  if (!content) throw new Error('the content does not load');
  const files = generatedFiles(content);

  it('keeps the search words out of what client islands import, in a file of their own', () => {
    for (const name of ['fleet.json', 'services.json']) {
      for (const item of files[name] as Array<Record<string, unknown>>) expect(item).not.toHaveProperty('searchTerms');
    }
    expect(content.vehicles.some((vehicle) => (vehicle.searchTerms ?? []).length > 0)).toBe(true);
    expect((files['searchTerms.json'] as Record<string, string[]>)['/gielle-rental/carrello-diesel-3t']).toContain(
      'muletto',
    );
  });

  it('writes the rental assistance page’s words whole, and no WhatsApp number the company has not set', () => {
    expect(files['rental-assistance.json']).toEqual(content.rentalAssistance);
    expect(Object.keys(files['rental-assistance.json'] as object)).toEqual([
      'hero',
      'breakdown',
      'form',
      'types',
      'success',
      'noScript',
    ]);
    expect(files['company.json']).not.toHaveProperty('whatsapp');
  });

  it('writes only what changed, then a fingerprint of it all that changes with any file', () => {
    const root = mkdtempSync(join(tmpdir(), 'generated-'));
    try {
      const first = writeGenerated(root, content);
      expect(first.written.sort()).toEqual(Object.keys(files).sort());
      const versionFile = join(root, GENERATED_DIR, CONTENT_VERSION_FILE);
      expect(JSON.parse(readFileSync(versionFile, 'utf8'))).toEqual({ version: first.version });
      const fleetFile = join(root, GENERATED_DIR, 'fleet.json');
      const fleetTime = statSync(fleetFile).mtimeMs;

      expect(writeGenerated(root, content)).toEqual({ written: [], version: first.version });
      expect(statSync(fleetFile).mtimeMs).toBe(fleetTime);

      const [vehicle, ...others] = content.vehicles;
      const edited = {
        ...content,
        vehicles: [{ ...vehicle!, description: `${vehicle!.description} Modificata.` }, ...others],
      };
      const second = writeGenerated(root, edited);
      expect(second.written).toEqual(['fleet.json']);
      expect(second.version).not.toBe(first.version);
      expect(JSON.parse(readFileSync(versionFile, 'utf8'))).toEqual({ version: second.version });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

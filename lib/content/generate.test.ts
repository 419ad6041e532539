/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { generatedFiles } from './generate';
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
    expect((files['searchTerms.json'] as Record<string, string[]>)['/gielle-rental/carrello-diesel-3t']).toContain('muletto');
  });
});

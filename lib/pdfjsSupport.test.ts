/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingForPdfjs, PDFJS_REQUIREMENTS } from './pdfjsSupport';

type Scope = Parameters<typeof missingForPdfjs>[0];

/** An engine with everything pdf.js needs, less what is named. */
function engine(...without: string[]): Scope {
  const scope = {
    Iterator: Object.assign(function Iterator() {}, { prototype: { map() {} } }),
    Map: { prototype: { getOrInsertComputed() {} } },
    Math: { sumPrecise() {} },
    Promise: { try() {}, withResolvers() {} },
    URL: { parse() {} },
  } as Record<string, unknown>;
  const remove: Record<string, () => void> = {
    Iterator: () => delete scope.Iterator,
    'Map.prototype.getOrInsertComputed': () =>
      delete (scope.Map as { prototype: Record<string, unknown> }).prototype.getOrInsertComputed,
    'Math.sumPrecise': () => delete (scope.Math as Record<string, unknown>).sumPrecise,
    'Promise.try': () => delete (scope.Promise as Record<string, unknown>).try,
  };
  for (const name of without) remove[name]?.();
  return scope as unknown as Scope;
}

describe('missingForPdfjs', () => {
  it('finds nothing missing in an engine that has it all', () => {
    expect(missingForPdfjs(engine())).toEqual([]);
  });

  it('names what an older engine lacks: Safari 18 (iOS 18) lacks the map method and Math.sumPrecise', () => {
    expect(missingForPdfjs(engine('Map.prototype.getOrInsertComputed', 'Math.sumPrecise'))).toEqual([
      'Map.prototype.getOrInsertComputed',
      'Math.sumPrecise',
    ]);
    expect(missingForPdfjs(engine('Iterator', 'Promise.try'))).toEqual(['Iterator helpers', 'Promise.try']);
  });

  it('checks only what the pdf.js build in node_modules really calls', () => {
    const build = readFileSync(join(process.cwd(), 'node_modules/pdfjs-dist/build/pdf.mjs'), 'utf8');
    const worker = readFileSync(join(process.cwd(), 'node_modules/pdfjs-dist/build/pdf.worker.mjs'), 'utf8');
    const callOf: Record<string, string> = {
      'Iterator helpers': 'Iterator.prototype',
      'Map.prototype.getOrInsertComputed': '.getOrInsertComputed(',
      'Math.sumPrecise': 'Math.sumPrecise(',
      'Promise.try': 'Promise.try(',
      'Promise.withResolvers': 'Promise.withResolvers(',
      'URL.parse': 'URL.parse(',
    };
    for (const [name] of PDFJS_REQUIREMENTS) {
      expect(callOf[name]).toBeDefined();
      expect(`${build}${worker}`.includes(callOf[name] ?? '?')).toBe(true);
    }
  });
});

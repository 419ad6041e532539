import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  globalSetup: '<rootDir>/jest.globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{lib,components,content,scripts,app}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/'],
  // A worker per core: Jest's default (one fewer) left one of this two-core machine's cores to a
  // main process that only waits, and the whole run took 83 s instead of 50 s.
  maxWorkers: '100%',
  // Jest's 5 s a test is a bet on the machine's speed: on one core with other work beside it, the
  // careers form's tests, which type a whole application key by key, took longer and failed
  // (three of 1,318, nothing wrong with the form). A test still fails at once on what it checks.
  testTimeout: 30_000,
};

/**
 * react-markdown (lib/richText.tsx) and the unified packages under it are ES modules only, which
 * Jest's CommonJS runtime cannot load untransformed: next/jest transforms no node_modules but the
 * ones it lists, and a custom pattern can only add to what it ignores, so these are added to its
 * list here. The Next build itself bundles them as they are.
 */
const ESM_PACKAGES = [
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'devlop',
  'vfile(?:-message)?',
  'unist-util-[\\w-]+',
  'remark-[\\w-]+',
  'mdast-util-[\\w-]+',
  'micromark(?:-[\\w-]+)?',
  'hast-util-[\\w-]+',
  'estree-util-[\\w-]+',
  'html-url-attributes',
  'is-plain-obj',
  'decode-named-character-reference',
  'character-entities(?:-[\\w-]+)?',
  'character-reference-invalid',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal)',
  'parse-entities',
  'stringify-entities',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'trim-lines',
  'zwitch',
  'ccount',
  'longest-streak',
  '@ungap/structured-clone',
].join('|');

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${ESM_PACKAGES}|`) : pattern,
    ),
  };
}

export default jestConfig;

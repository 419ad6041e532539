// ESLint (flat config). Next 16 has no `next lint`: `npm run lint` is `eslint .`.
// scripts/eslintConfig.test.ts checks that the project's own rules below still fire.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Every source file type eslint-config-next lints. */
const SOURCES = '**/*.{js,jsx,mjs,ts,tsx,mts,cts}';

/** A module specifier of lucide-react (the package or a path inside it). */
const LUCIDE = '/^lucide-react(\\u002F|$)/';
/** An import, re-export or dynamic import of lucide-react, in a file without 'use client'. */
const LUCIDE_IN_SERVER_MODULE =
  "Program:not(:has(> ExpressionStatement[directive='use client'])) " +
  `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=${LUCIDE}]`;

export default defineConfig([
  // Next's rules (React, hooks, @next/next with the Core Web Vitals ones as errors), then
  // typescript-eslint's recommended rules.
  ...nextVitals,
  ...nextTypescript,

  // jsx-a11y's recommended rules in full: eslint-config-next registers the plugin but turns on only
  // six of its rules, as warnings. Only the rules are taken: the plugin is the one eslint-config-next
  // already registered under 'jsx-a11y', and naming it again is what ESLint calls redefining it.
  {
    name: 'gielle/jsx-a11y-recommended',
    files: [SOURCES],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },

  {
    name: 'gielle/rules',
    files: [SOURCES],
    rules: {
      // A leading underscore is how this code names what it leaves unused on purpose: the keys a
      // rest destructuring drops (`{ guide: _guide, ...vehicle }`), an ES2017 script's catch binding.
      // An error, not Next's warning: an unused name is dead code or a forgotten use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // @next/next/no-img-element stays on (a warning, as Next has it): images go through SiteImage,
      // <picture> with scripts/images.ts's variants; each raw <img> (SiteImage's own, next/og's)
      // says why where it is.

      // eslint-plugin-react-hooks 7 adds the React Compiler's diagnostics. The site is not built
      // with the compiler (no reactCompiler in next.config.ts), and these four flag patterns the
      // code uses on purpose, none of them a bug:
      // - refs: the "latest callback" ref (`onCloseRef.current = onClose` in render, read only in
      //   effects and listeners), and ref callbacks made by a helper called in render (PdfToolbar).
      //   useEffectEvent would be the compiler-friendly form, at a few bytes per use on routes
      //   that sit just under their script budget (/gielle-rental).
      'react-hooks/refs': 'off',
      // - set-state-in-effect: a static export reads the address, sessionStorage and the DOM after
      //   hydration, in an effect, so the first client render matches the exported HTML.
      'react-hooks/set-state-in-effect': 'off',
      // - immutability: swiper's instance is kept in state but is swiper's own mutable object;
      //   `swiper.params.speed = speed` is its API.
      'react-hooks/immutability': 'off',
      // - preserve-manual-memoization: only tells whether the compiler could keep a useCallback;
      //   exhaustive-deps (on) checks the dependencies themselves.
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },

  {
    // Server components draw icons from components/icons.tsx, never with lucide-react: lucide-react
    // 1.x marks its icon 'use client', so each icon a server component drew would be one more client
    // component to load and hydrate (92 of the 143 on /servizi, issue 20). Client components may
    // import it. A file is a server module when it has no 'use client' directive, which only the
    // syntax tree tells, hence no-restricted-syntax rather than no-restricted-imports.
    name: 'gielle/restricted-syntax',
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/icons.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: LUCIDE_IN_SERVER_MODULE,
          message:
            "A server module (no 'use client') draws icons from '@/components/icons', not lucide-react: each lucide-react icon is a client component.",
        },
        {
          // Written with the router's own state, an address change skips the router, which then
          // writes its old address back (components/ui/historyUrl.ts).
          selector: "CallExpression[callee.property.name='replaceState']",
          message:
            "Replace the address with replaceHistoryUrl from '@/components/ui/historyUrl', so the Next.js router follows.",
        },
      ],
    },
  },

  {
    // Tests and end-to-end specs walk parsed JSON (JSON-LD blocks, content files) whose shape is the
    // very thing they assert; `Record<string, any>` lets them index it without a cast per step.
    name: 'gielle/tests',
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // Written by the build or by tools, not by hand.
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'audit-report/**',
    'shots/**',
    'content/generated/**',
    // public/ holds static files and what the build writes there (pdf.js's worker, the editor,
    // photo variants); no hand-written code.
    'public/**',
  ]),
]);

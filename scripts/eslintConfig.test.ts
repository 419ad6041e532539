/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The project's own rules in eslint.config.mjs, run through ESLint's Node API as `npm run lint`
 * loads them: each must still fire on the code it forbids and stay quiet on the code it allows, so
 * a config edit cannot drop one silently.
 *
 * ESLint runs in a child Node process: it loads eslint.config.mjs with import(), which Jest's
 * module sandbox refuses without --experimental-vm-modules.
 */
const root = join(__dirname, '..');

interface Sample {
  code: string;
  /** Where the code is linted as if it were, relative to the repository. */
  file: string;
}
interface Finding {
  ruleId: string | null;
  severity: number;
  message: string;
}

const LINT_SAMPLES = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
const root = process.argv[1];
const samples = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.mjs') });
const findings = [];
for (const { code, file } of samples) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file), warnIgnored: true });
  findings.push(result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })));
}
process.stdout.write(JSON.stringify(findings));
`;

/** Each sample's findings, in order, from one ESLint run. */
function lint(samples: Sample[]): Finding[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', LINT_SAMPLES, root, JSON.stringify(samples)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Finding[][];
}

const lucideIcon =
  'import { Truck } from \'lucide-react\';\n\nexport const Van = () => <Truck aria-hidden="true" />;\n';
const ownIcon =
  'import { Truck } from \'@/components/icons\';\n\nexport const Van = () => <Truck aria-hidden="true" />;\n';

/** What each sample must report: the rules that fire, as errors. */
const cases: Array<Sample & { name: string; errors: string[] }> = [
  // Server modules draw icons from components/icons, not lucide-react.
  {
    name: 'a server component importing lucide-react',
    file: 'components/services/Van.tsx',
    code: lucideIcon,
    errors: ['no-restricted-syntax'],
  },
  {
    name: 'a page importing lucide-react',
    file: 'app/servizi/page.tsx',
    code: lucideIcon,
    errors: ['no-restricted-syntax'],
  },
  {
    name: 'a path inside lucide-react',
    file: 'components/services/Van.tsx',
    code: lucideIcon.replace("'lucide-react'", "'lucide-react/dist/esm/icons/truck'"),
    errors: ['no-restricted-syntax'],
  },
  {
    name: 'a re-export of lucide-react',
    file: 'components/services/icons.ts',
    code: "export { Truck } from 'lucide-react';\n",
    errors: ['no-restricted-syntax'],
  },
  {
    name: 'a dynamic import of lucide-react',
    file: 'components/services/load.ts',
    code: "export const load = () => import('lucide-react');\n",
    errors: ['no-restricted-syntax'],
  },
  {
    name: "'use client' after an import (a string, not the directive)",
    file: 'components/services/Van.tsx',
    code: lucideIcon.replace('\n\n', "\n'use client';\n\n"),
    errors: ['no-restricted-syntax'],
  },
  {
    name: 'a client component importing lucide-react',
    file: 'components/services/Van.tsx',
    code: `'use client';\n\n${lucideIcon}`,
    errors: [],
  },
  {
    name: "a client component with a comment before 'use client'",
    file: 'components/services/Van.tsx',
    code: `// Van.\n'use client';\n\n${lucideIcon}`,
    errors: [],
  },
  {
    name: 'a server component drawing components/icons',
    file: 'components/services/Van.tsx',
    code: ownIcon,
    errors: [],
  },
  { name: 'components/icons.tsx itself', file: 'components/icons.tsx', code: lucideIcon, errors: [] },
  { name: 'a test', file: 'components/services/Van.test.tsx', code: lucideIcon, errors: [] },
  // The address is replaced through replaceHistoryUrl, so the Next.js router follows.
  {
    name: 'replaceState called directly',
    file: 'components/rental/Tab.tsx',
    code: "'use client';\n\nexport const go = () => window.history.replaceState(window.history.state, '', '?a=1');\n",
    errors: ['no-restricted-syntax'],
  },
  // jsx-a11y's recommended rules in full (eslint-config-next alone leaves these two off).
  {
    name: 'a click handler on a plain element',
    file: 'components/ui/Box.tsx',
    code: "'use client';\n\nexport const Box = ({ go }: { go: () => void }) => <div onClick={go}>Vai</div>;\n",
    errors: ['jsx-a11y/click-events-have-key-events', 'jsx-a11y/no-static-element-interactions'],
  },
];

describe('eslint.config.mjs: the project rules fire where they must, and only there', () => {
  const findings = lint(cases);

  it.each(cases.map((sample, index) => [sample.name, index] as const))('%s', (_name, index) => {
    const found = findings[index] ?? [];
    expect(found.filter((finding) => finding.ruleId === null)).toEqual([]); // no parse or config error
    expect(
      found
        .filter((finding) => finding.severity === 2)
        .map((finding) => finding.ruleId)
        .sort(),
    ).toEqual([...cases[index]!.errors].sort());
  });
});

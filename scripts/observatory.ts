/**
 * Mozilla HTTP Observatory (npm @mdn/mdn-http-observatory) against the local nginx.
 *
 * Its CLI takes a host name only (it always scans http://host/ and https://host/, ports 80/443),
 * so e2e/nginx.setup.ts also listens on 127.0.0.1:80 and :443. The certificate is the
 * self-signed one made for the test, given to Node as a trusted root (NODE_EXTRA_CA_CERTS): the
 * scan then grades HTTPS, HSTS and the redirect as for a real certificate.
 *
 * The package is kept out of package.json: its install scripts download Mozilla's CA bundle and
 * the HSTS preload list, which fails offline and would break `npm ci`. It is installed on first
 * use into node_modules/.cache (pinned, --ignore-scripts); the preload list is then an empty map,
 * which is exact for 127.0.0.1 (a loopback address is on no preload list).
 *
 * Usage: tsx scripts/observatory.ts <certificate.pem> [host]   (prints the JSON result)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OBSERVATORY_VERSION = '1.4.8';
const cacheDir = process.env.OBSERVATORY_DIR ?? join(process.cwd(), 'node_modules', '.cache', 'mdn-http-observatory');
const packageDir = join(cacheDir, 'node_modules', '@mdn', 'mdn-http-observatory');

export interface ObservatoryResult {
  scan: {
    grade: string;
    score: number;
    testsFailed: number;
    testsPassed: number;
    testsQuantity: number;
    statusCode: number;
    error: string | null;
  };
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

export function ensureObservatory(): string {
  if (!existsSync(join(packageDir, 'src', 'scan.js'))) {
    mkdirSync(cacheDir, { recursive: true });
    if (!existsSync(join(cacheDir, 'package.json')))
      writeFileSync(join(cacheDir, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        cacheDir,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      { stdio: 'pipe' },
    );
  }
  const preload = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  return packageDir;
}

export function runObservatory(certificate: string, host = '127.0.0.1'): ObservatoryResult {
  const dir = ensureObservatory();
  const output = execFileSync(process.execPath, [join(dir, 'src', 'scan.js'), host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const result = JSON.parse(output) as ObservatoryResult & { error?: string };
  if (result.error) throw new Error(`Observatory: ${result.error}`);
  return result;
}

/** The summary worth keeping: grade, score, and each test's outcome. */
export function summarise(result: ObservatoryResult) {
  const { grade, score, testsPassed, testsFailed, testsQuantity, statusCode } = result.scan;
  return {
    grade,
    score,
    testsPassed,
    testsFailed,
    testsQuantity,
    statusCode,
    tests: Object.fromEntries(
      Object.entries(result.tests).map(([name, t]) => [
        name,
        `${t.result} (${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier})`,
      ]),
    ),
  };
}

if (require.main === module) {
  const certificate = process.argv[2];
  if (!certificate) {
    console.error('Usage: tsx scripts/observatory.ts <certificate.pem> [host]');
    process.exit(2);
  }
  console.log(JSON.stringify(summarise(runObservatory(certificate, process.argv[3])), null, 2));
}

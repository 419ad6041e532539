import { test as setup, expect } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_BIN, startLocalNginx, stopLocalNginx } from '../scripts/nginxLocal';
import { nginxBaseURL, nginxPorts, nginxWorkDir } from './nginx.config';

/**
 * Starts Debian's nginx on 127.0.0.1 with deploy/nginx.conf over the built out/ and a
 * self-signed certificate made now with openssl (.ci/run installs both when missing).
 */
setup('start nginx with deploy/nginx.conf over out/', async ({ request }) => {
  const repoDir = process.cwd();
  expect(existsSync(NGINX_BIN), `${NGINX_BIN} missing: apt-get install nginx (see .ci/run)`).toBe(true);
  expect(existsSync(join(repoDir, 'out', '_nginx', 'csp-map.conf')), 'out/ not built with its CSP: npm run build').toBe(
    true,
  );
  stopLocalNginx(nginxWorkDir);
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(nginxWorkDir, { recursive: true, force: true });
  startLocalNginx({ repoDir, workDir: nginxWorkDir, ports: nginxPorts });
  await expect
    .poll(
      async () => (await request.get(`${nginxBaseURL}/`, { ignoreHTTPSErrors: true }).catch(() => null))?.status(),
      {
        timeout: 10_000,
      },
    )
    .toBe(200);
});

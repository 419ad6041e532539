import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the tests run deploy/nginx.conf: loopback ports for Playwright (8080 -> 8443 by default)
 * and the standard 80 -> 443 pair the Mozilla HTTP Observatory scans (its CLI takes no port).
 */
export const nginxHttpsPort = Number(process.env.NGINX_HTTPS_PORT ?? 8443);
export const nginxHttpPort = Number(process.env.NGINX_HTTP_PORT ?? 8080);
export const nginxBaseURL = `https://127.0.0.1:${nginxHttpsPort}`;
export const nginxWorkDir = join(tmpdir(), `gielle-nginx-${nginxHttpsPort}`);
export const nginxPorts = [
  { http: nginxHttpPort, https: nginxHttpsPort },
  { http: 80, https: 443 },
];

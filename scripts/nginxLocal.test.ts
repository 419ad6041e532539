/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localiseSiteConfig, mainConfig } from './nginxLocal';

const options = {
  repoDir: '/repo',
  workDir: '/tmp/w',
  ports: [
    { http: 8080, https: 8443 },
    { http: 80, https: 443 },
  ],
};
const site = readFileSync(join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');

describe('localiseSiteConfig', () => {
  const local = localiseSiteConfig(site, options);

  it('keeps the production file and changes only paths, ports and the redirect port', () => {
    expect(local).not.toContain('/srv/gielle/');
    expect(local).not.toContain('/etc/ssl/gielle/');
    expect(local).toContain('include /repo/out/_nginx/csp-map.conf;');
    expect(local).toContain('root  /repo/out;');
    expect(local).toContain('ssl_certificate     /tmp/w/ssl/fullchain.pem;');
    expect(local).toContain('listen 127.0.0.1:8080;\n    listen 127.0.0.1:80;');
    expect(local).toContain('listen 127.0.0.1:8443 ssl http2;\n    listen 127.0.0.1:443 ssl http2;');
    expect(local).toContain('return 301 https://$host$gielle_local_https_port$request_uri;');
    const strip = (text: string) =>
      text
        .split('\n')
        .filter(
          (line) =>
            !/listen|\/repo\/|\/tmp\/w|\/srv\/gielle|\/etc\/ssl\/gielle|\/etc\/nginx\/gielle\.d|return 301 https/.test(
              line,
            ),
        );
    expect(strip(local)).toEqual(strip(site));
  });

  it('fails loudly when the production file drifts', () => {
    expect(() => localiseSiteConfig(site.replace('listen 80;', 'listen 81;'), options)).toThrow(/no longer contains/);
  });
});

describe('mainConfig', () => {
  it('maps each plain port to its HTTPS port and keeps state in the work folder', () => {
    const main = mainConfig(options, true, ['/usr/lib/nginx/modules/x.so']);
    expect(main).toContain('user root;');
    expect(main).toContain('load_module /usr/lib/nginx/modules/x.so;');
    expect(main).toContain('pid /tmp/w/nginx.pid;');
    expect(main).toContain('8080 ":8443";');
    expect(main).toContain('80 "";');
    expect(main).toContain('include /tmp/w/site.conf;');
  });
});

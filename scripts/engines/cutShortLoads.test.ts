import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failedInterceptedLoads, interceptedLoadUrl, serverStatus } from './cutShortLoads';

const SLIDE = 'https://127.0.0.1:4443/images/home/slide-rental.svg';

test('reads the address out of Firefox’s message, and nothing out of any other', () => {
  expect(
    interceptedLoadUrl(
      `Failed to load ‘${SLIDE}’. A ServiceWorker intercepted the request and encountered an unexpected error.`,
    ),
  ).toBe(SLIDE);
  expect(
    interceptedLoadUrl(
      `Failed to load ‘${SLIDE}’. A ServiceWorker passed an Error Response to FetchEvent.respondWith().`,
    ),
  ).toBeUndefined();
  expect(interceptedLoadUrl('TypeError: x is undefined')).toBeUndefined();
});

test('a load that answers 200 when asked again was cut short by the page: no problem', async () => {
  const asked: string[] = [];
  const problems = await failedInterceptedLoads([SLIDE, SLIDE], async (url) => {
    asked.push(url);
    return 200;
  });
  expect(problems).toEqual([]);
  expect(asked).toEqual([SLIDE]);
});

test('a load that fails again, with a status or an error, is a problem naming the address', async () => {
  const missing = 'https://127.0.0.1:4443/images/centre/assente.svg';
  const problems = await failedInterceptedLoads([SLIDE, missing], async (url) => {
    if (url === missing) return 404;
    throw new TypeError('NetworkError when attempting to fetch resource.');
  });
  expect(problems).toEqual([
    `pageerror: the service worker failed to load ${SLIDE} (asked again: NetworkError when attempting to fetch resource.)`,
    `pageerror: the service worker failed to load ${missing} (asked again: 404)`,
  ]);
});

test('a server asked directly: its status once the body has ended, or why the body did not', async () => {
  const server = createServer((request, response) => {
    if (request.url === '/intera.svg') return response.end('<svg/>');
    response.writeHead(200, { 'content-length': '1000' });
    response.write('<svg');
    setTimeout(() => response.destroy(), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    expect(await serverStatus(`http://127.0.0.1:${port}/intera.svg`)).toBe(200);
    expect(await serverStatus(`http://127.0.0.1:${port}/tagliata.svg`)).toMatch(/aborted|closed before the body ended/);
    expect(await serverStatus('http://127.0.0.1:1/nessuno.svg')).toMatch(/ECONNREFUSED/);
  } finally {
    server.close();
  }
});

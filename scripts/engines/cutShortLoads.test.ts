import { failedInterceptedLoads, interceptedLoadUrl } from './cutShortLoads';

const SLIDE = 'https://127.0.0.1:4443/images/home/slide-rental.svg';

test('reads the address out of Firefox’s message, and nothing out of any other', () => {
  expect(interceptedLoadUrl(`Failed to load ‘${SLIDE}’. A ServiceWorker intercepted the request and encountered an unexpected error.`)).toBe(SLIDE);
  expect(interceptedLoadUrl(`Failed to load ‘${SLIDE}’. A ServiceWorker passed an Error Response to FetchEvent.respondWith().`)).toBeUndefined();
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

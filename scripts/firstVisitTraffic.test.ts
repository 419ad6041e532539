import {
  FIRST_VISIT_SECONDS,
  SLOW_LINK_BYTES_PER_SECOND,
  WORKER_SETTLE_S,
  describeFirstVisit,
  firstVisitTraffic,
  loadedByPage,
} from './firstVisitTraffic';

describe('loadedByPage', () => {
  it('takes the scripts and links a page loads by itself, not its anchors or other origins', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="icon" href="/icon.svg"/>' +
      '<link rel="canonical" href="https://www.gielle.example/"/><script src="/_next/static/chunks/b.js?v=1" async=""></script>' +
      '<a href="/contatti">Contatti</a><script>self.x=1</script><link rel="manifest" href="/manifest.webmanifest"/>';
    expect(loadedByPage(html)).toEqual([
      '/_next/static/chunks/a.css',
      '/icon.svg',
      '/_next/static/chunks/b.js',
      '/manifest.webmanifest',
    ]);
  });
});

describe('firstVisitTraffic', () => {
  const capacity = SLOW_LINK_BYTES_PER_SECOND * FIRST_VISIT_SECONDS;

  it('gives the worker what is left of the window once the page is in and the worker has settled', () => {
    const page = 200_000; // one second of the link
    const traffic = firstVisitTraffic(page, 5_000_000);
    const workerSeconds = FIRST_VISIT_SECONDS - 1 - WORKER_SETTLE_S;
    expect(traffic.workerInWindow).toBe(workerSeconds * SLOW_LINK_BYTES_PER_SECOND);
    expect(traffic.inWindow).toBe(page + workerSeconds * SLOW_LINK_BYTES_PER_SECOND);
    expect(traffic.inWindow).toBeLessThan(capacity);
  });

  it('counts a small precache whole', () => {
    expect(firstVisitTraffic(200_000, 30_000)).toEqual({
      page: 200_000,
      worker: 30_000,
      workerInWindow: 30_000,
      inWindow: 230_000,
    });
  });

  it('gives the worker nothing when the page alone fills the window', () => {
    const traffic = firstVisitTraffic(capacity + 1, 1_000_000);
    expect(traffic.workerInWindow).toBe(0);
    expect(traffic.inWindow).toBe(capacity);
  });

  it('reads as one line of the build', () => {
    const line = describeFirstVisit('/', {
      full: firstVisitTraffic(204_800, 3_000_000),
      saveData: firstVisitTraffic(204_800, 20_480),
    });
    expect(line).toBe(
      'first visit to /, 10 s on 1.6 Mbps: 1367 KB (page 200 KB, worker 1167 KB); with Save-Data 220 KB (worker 20 KB); the full precache moves 2930 KB in all',
    );
  });
});

import {
  VisitorActivity,
  inTurns,
  isKeptWhenOpened,
  isLightConnection,
  precacheSelection,
  visitedPrecacheUrls,
} from './precachePlan';

const ORIGIN = 'https://www.example.it';
const LISTED = [
  '/index.html',
  '/index.txt',
  '/chi-siamo.html',
  '/chi-siamo.txt',
  '/offline.html',
  '/offline.txt',
  '/_next/static/chunks/a.js',
  '/_next/static/chunks/b.js',
  '/icon.svg',
];
const SHELL = new Set(['/offline.html', '/offline.txt', '/_next/static/chunks/a.js', '/icon.svg']);

describe('isLightConnection: when the worker keeps only what the visitor opens (issue 61)', () => {
  it('Save-Data, or a 2g or slow-2g connection', () => {
    expect(isLightConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isLightConnection({ effectiveType: '2g' })).toBe(true);
    expect(isLightConnection({ effectiveType: 'slow-2g' })).toBe(true);
  });
  it('not on 3g or 4g, nor where the browser says nothing (Firefox, Safari)', () => {
    expect(isLightConnection({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(isLightConnection({ effectiveType: '4g' })).toBe(false);
    expect(isLightConnection(undefined)).toBe(false);
  });
});

describe('visitedPrecacheUrls', () => {
  it('a page at any spelling is its HTML and its data file; files it loaded are kept as listed', () => {
    const listed = new Set(LISTED);
    expect(
      visitedPrecacheUrls([`${ORIGIN}/chi-siamo/?x=1`, `${ORIGIN}/_next/static/chunks/b.js`], listed, ORIGIN).sort(),
    ).toEqual(['/_next/static/chunks/b.js', '/chi-siamo.html', '/chi-siamo.txt']);
    expect(visitedPrecacheUrls([`${ORIGIN}/`], listed, ORIGIN).sort()).toEqual(['/index.html', '/index.txt']);
  });
  it('ignores other origins, unlisted files and addresses that are not URLs', () => {
    expect(
      visitedPrecacheUrls(
        ['https://api.emailjs.com/x.js', `${ORIGIN}/pagina-che-non-esiste`, 'http://[bad'],
        new Set(LISTED),
        ORIGIN,
      ),
    ).toEqual([]);
  });
});

describe('precacheSelection', () => {
  it('a normal connection: the whole list', () => {
    expect(precacheSelection(LISTED, SHELL, { light: false, urls: [] }, ORIGIN)).toEqual(LISTED);
  });
  it('a light one: the shell and the page open, nothing else', () => {
    expect(precacheSelection(LISTED, SHELL, { light: true, urls: [`${ORIGIN}/chi-siamo`] }, ORIGIN)).toEqual([
      '/chi-siamo.html',
      '/chi-siamo.txt',
      '/offline.html',
      '/offline.txt',
      '/_next/static/chunks/a.js',
      '/icon.svg',
    ]);
  });
});

describe('item pages of growing lists: kept once opened, not at install (issue 60)', () => {
  const ITEMS = [
    '/notizie.html',
    '/notizie/pagina/2.html',
    '/notizie/tipo/referenze.html',
    '/notizie/lavoro-al-porto.html',
    '/notizie/lavoro-al-porto.txt',
    '/lavora-con-noi.html',
    '/lavora-con-noi/magazziniere.html',
    '/lavora-con-noi/magazziniere.txt',
  ];

  it('a news item’s or a position’s page is one; the listings and their pages are not', () => {
    expect(ITEMS.filter(isKeptWhenOpened)).toEqual([
      '/notizie/lavoro-al-porto.html',
      '/notizie/lavoro-al-porto.txt',
      '/lavora-con-noi/magazziniere.html',
      '/lavora-con-noi/magazziniere.txt',
    ]);
    expect(isKeptWhenOpened('/gielle-rental/carrello-diesel-3t.html')).toBe(false);
  });

  it('a normal install takes the listings, the item open now and the items the device already holds', () => {
    const listed = [...LISTED, ...ITEMS];
    const selection = precacheSelection(
      listed,
      SHELL,
      { light: false, urls: [`${ORIGIN}/lavora-con-noi/magazziniere`] },
      ORIGIN,
      new Set(['/notizie/lavoro-al-porto.html']),
    );
    expect(selection).toEqual([
      ...LISTED,
      '/notizie.html',
      '/notizie/pagina/2.html',
      '/notizie/tipo/referenze.html',
      '/notizie/lavoro-al-porto.html',
      '/lavora-con-noi.html',
      '/lavora-con-noi/magazziniere.html',
      '/lavora-con-noi/magazziniere.txt',
    ]);
  });
});

describe('VisitorActivity: the precache waits for the visitor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('quiet at once when nothing is asked', async () => {
    await expect(new VisitorActivity().quiet()).resolves.toBeUndefined();
  });

  it('waits for every request the worker is answering', async () => {
    const activity = new VisitorActivity();
    activity.requestStarted();
    activity.requestStarted();
    let quiet = false;
    void activity.quiet().then(() => (quiet = true));
    activity.requestEnded();
    await Promise.resolve();
    expect(quiet).toBe(false);
    activity.requestEnded();
    await jest.runAllTimersAsync();
    expect(quiet).toBe(true);
  });

  it('a page being left holds it until the next one settles, or until the hold ends if none does', async () => {
    const activity = new VisitorActivity(10_000);
    activity.leaving();
    let quiet = false;
    void activity.quiet().then(() => (quiet = true));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(quiet).toBe(false);
    activity.settled();
    await jest.advanceTimersByTimeAsync(0);
    expect(quiet).toBe(true);

    activity.leaving();
    let later = false;
    void activity.quiet().then(() => (later = true));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(later).toBe(true);
  });
});

describe('inTurns', () => {
  it('never more than the limit at once, every item once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inTurns(2, [1, 2, 3, 4, 5], async (item) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      await Promise.resolve();
      done.push(item);
      running -= 1;
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

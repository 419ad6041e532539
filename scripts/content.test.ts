/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentCounts, contentPagePaths, untilPreviewKnows, untilPreviewServes } from './content';

describe('the content check in watch mode, beside the preview', () => {
  it('names the page of every vehicle, service, position and news item', () => {
    const content = {
      vehicles: [{ slug: 'carrello' }],
      services: [{ slug: 'pulizie' }],
      positions: [{ slug: 'magazziniere' }],
      news: [{ slug: 'nuova-sede' }],
    };
    expect(contentPagePaths(content as never)).toEqual([
      '/gielle-rental/carrello',
      '/servizi/pulizie',
      '/lavora-con-noi/magazziniere',
      '/notizie/nuova-sede',
    ]);
  });

  it('its line counts in Italian: one of a kind in the singular, none and many in the plural', () => {
    const of = (n: number) => Array.from({ length: n }, () => ({}));
    expect(
      contentCounts({
        vehicles: of(19),
        services: of(16),
        certifications: of(8),
        positions: of(1),
        news: of(1),
      } as never),
    ).toBe('19 mezzi, 16 servizi, 8 certificazioni, 1 posizione, 1 notizia o referenza');
    expect(
      contentCounts({
        vehicles: of(1),
        services: of(1),
        certifications: of(1),
        positions: of(0),
        news: of(0),
      } as never),
    ).toBe('1 mezzo, 1 servizio, 1 certificazione, 0 posizioni, 0 notizie e referenze');
  });

  it('asks again while the preview answers a new page with 404 (its old list of pages), and stops when it answers', async () => {
    const asked: string[] = [];
    let notFoundFor = 2;
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.statusCode = asked.length <= notFoundFor ? 404 : 200;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(untilPreviewKnows(origin, ['/gielle-rental/nuovo'])).resolves.toBe(true);
      expect(asked).toEqual(['/gielle-rental/nuovo', '/gielle-rental/nuovo', '/gielle-rental/nuovo']);
      // A page it never answers: given up after the time allowed, so the check's line still comes.
      notFoundFor = Infinity;
      await expect(untilPreviewKnows(origin, ['/servizi/nuovo'], 1_000)).resolves.toBe(false);
    } finally {
      server.close();
    }
  });

  it('asks again while the preview serves an older fingerprint of the content (its compile before the save), and stops when it serves the new one', async () => {
    const answers = [
      [404, 'Not found'],
      [200, '{"version":"vecchia"}'],
      [200, 'not json'],
      [200, '{"version":"nuova"}'],
    ] as const;
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      const [status, body] = answers[Math.min(asked.length, answers.length) - 1]!;
      response.statusCode = status;
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(untilPreviewServes(origin, 'nuova')).resolves.toBe(true);
      expect(asked).toEqual(Array(4).fill('/content-version'));
      // A fingerprint it never serves: given up after the time allowed, so the check's line still comes.
      await expect(untilPreviewServes(origin, 'mai', 600)).resolves.toBe(false);
    } finally {
      server.close();
    }
  });
});

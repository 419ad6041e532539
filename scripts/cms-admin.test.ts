import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleFiles, editorHtml, editorScript, productionProblems } from './cms-admin';
import { editorPolicy, editorSettings } from './cms-policy';
import { blockedInlineMarkup, inlineScripts, inlineStyles, resourcesBeforeMetaPolicy } from './csp';

const page = () =>
  editorHtml({
    policy: editorPolicy(editorSettings({})),
    bundleSrc: '/admin/decap-3.0.0/decap-cms.js',
    bundleIntegrity: 'sha384-bundle',
    editorSrc: '/admin/editor.js',
    editorIntegrity: 'sha384-editor',
  });

describe('the editor page', () => {
  it('has no inline script, style or handler: its policy needs no unsafe-inline for scripts', () => {
    const html = page();
    expect(inlineScripts(html)).toEqual([]);
    expect(inlineStyles(html)).toEqual([]);
    expect(blockedInlineMarkup(html)).toEqual([]);
  });

  it('carries its policy first in <head> (less frame-ancestors, which only a header can say)', () => {
    const html = page();
    expect(resourcesBeforeMetaPolicy(html)).toEqual([]);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(meta).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-eval';/);
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('Content-Security-Policy'));
  });

  it('is kept out of search engines, in Italian, and loads its scripts with integrity, ours first', () => {
    const html = page();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<html lang="it">');
    expect(html.indexOf('/admin/editor.js')).toBeLessThan(html.indexOf('/admin/decap-3.0.0/decap-cms.js'));
    expect(html).toContain('src="/admin/decap-3.0.0/decap-cms.js" integrity="sha384-bundle"');
  });

  it('loads the phone stylesheet and the office’s layer with integrity, the layer before Decap', () => {
    const html = editorHtml({
      policy: editorPolicy(editorSettings({})),
      bundleSrc: '/admin/decap-3.0.0/decap-cms.js',
      bundleIntegrity: 'sha384-bundle',
      editorSrc: '/admin/editor.js',
      editorIntegrity: 'sha384-editor',
      uiSrc: '/admin/editor-ui.js',
      uiIntegrity: 'sha384-ui',
      styleHref: '/admin/editor.css',
      styleIntegrity: 'sha384-style',
    });
    expect(html).toContain('<link rel="stylesheet" href="/admin/editor.css" integrity="sha384-style">');
    expect(html).toContain('<script src="/admin/editor-ui.js" integrity="sha384-ui"></script>');
    expect(html.indexOf('/admin/editor-ui.js')).toBeLessThan(html.indexOf('/admin/decap-3.0.0/decap-cms.js'));
    expect(inlineScripts(html)).toEqual([]);
    expect(inlineStyles(html)).toEqual([]);
    expect(resourcesBeforeMetaPolicy(html)).toEqual([]);
  });

  it('copies the bundle and its chunks, not source maps, copies of it or WebAssembly', () => {
    expect(
      bundleFiles([
        'decap-cms.js',
        '103.decap-cms.js',
        '103.decap-cms.js.map',
        'cms.js',
        '12.cms.js',
        'a.wasm',
        'cms.css',
      ]),
    ).toEqual(['103.decap-cms.js', 'decap-cms.js']);
  });

  it('a production build names what the editor still lacks', () => {
    expect(productionProblems(editorSettings({}))).toEqual([
      expect.stringContaining('CMS_GITHUB_REPO not set'),
      expect.stringContaining('CMS_OAUTH_URL not set'),
    ]);
    expect(productionProblems(editorSettings({ CMS_GITHUB_REPO: 'a/b', CMS_OAUTH_URL: 'https://o.example' }))).toEqual(
      [],
    );
  });
});

/** A stand-in for Decap's Immutable entry data: a Map has no push, a List has. */
class FakeMap {
  constructor(readonly entries: Array<[string, unknown]>) {}
  get size() {
    return this.entries.length;
  }
  filter(keep: (value: unknown) => boolean) {
    return new FakeMap(this.entries.filter(([, value]) => keep(value)));
  }
  map(mapper: (value: unknown) => unknown) {
    return new FakeMap(this.entries.map(([key, value]) => [key, mapper(value)]));
  }
  get(key: string) {
    return this.entries.find(([name]) => name === key)?.[1];
  }
  toJS(): unknown {
    return Object.fromEntries(
      this.entries.map(([key, value]) => [
        key,
        value instanceof FakeMap || value instanceof FakeList ? value.toJS() : value,
      ]),
    );
  }
}
class FakeList {
  constructor(readonly items: unknown[]) {}
  push() {
    return this;
  }
  filter(keep: (value: unknown) => boolean) {
    return new FakeList(this.items.filter(keep));
  }
  map(mapper: (value: unknown) => unknown) {
    return new FakeList(this.items.map(mapper));
  }
  toJS(): unknown {
    return this.items.map((value) => (value instanceof FakeMap || value instanceof FakeList ? value.toJS() : value));
  }
}

describe('the editor script (scripts/cms-editor.ts, compiled)', () => {
  const source = editorScript(readFileSync(join(__dirname, 'cms-editor.ts'), 'utf8'));
  type Formatter = { toFile: (data: unknown, order?: string[]) => string; fromFile: (text: string) => unknown };
  type Handler = (event: { entry: FakeMap }) => unknown;

  type Stored = { path: string; commitMessage?: string };
  /** Decap's registry of backends: a record per name whose `init` makes the implementation. */
  const backendRecord = (stored: Stored[]) => ({
    init: () => ({
      persistMedia: async (asset: { path: string }, options: { commitMessage?: string }) => {
        stored.push({ path: asset.path, commitMessage: options.commitMessage });
        return asset;
      },
    }),
  });

  function run() {
    const registered: { format?: Formatter; preSave?: Handler; init?: unknown } = {};
    const stored: Stored[] = [];
    const backends: Record<string, ReturnType<typeof backendRecord>> = {
      github: backendRecord(stored),
      proxy: backendRecord(stored),
      test: backendRecord(stored),
    };
    const cms = {
      registerCustomFormat: (_name: string, _extension: string, formatter: Formatter) =>
        (registered.format = formatter),
      registerEventListener: ({ handler }: { handler: Handler }) => (registered.preSave = handler),
      getBackend: (name: string) => backends[name],
      init: (options: unknown) => (registered.init = options),
    };
    const config = { locale: 'it', collections: [] };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => config }) as unknown as typeof fetch;
    new Function(source)();
    (window as unknown as { CMS: typeof cms }).CMS = cms;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return { registered, config, backends, stored };
  }

  it('is a classic script: no export left, wrapped in a function', () => {
    expect(source).not.toMatch(/^export /m);
    expect(source).toMatch(/^\(\(\) => \{/m);
  });

  it('stops Decap starting by itself, then starts it with /admin/config.json', async () => {
    const { registered, config } = run();
    expect((window as unknown as { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(global.fetch).toHaveBeenCalledWith('/admin/config.json', { credentials: 'same-origin' });
    expect(registered.init).toEqual({ config: { ...config, load_config_file: false } });
  });

  it('a PDF uploaded through the header’s library is stored with the uploaded documents, by GitHub and by decap-server alike', async () => {
    const { backends, stored } = run();
    for (const name of ['github', 'proxy', 'test']) {
      const backend = backends[name]?.init() as {
        persistMedia: (asset: { path: string }, options: { commitMessage?: string }) => Promise<unknown>;
      };
      await backend.persistMedia(
        { path: 'public/images/attestato.pdf' },
        { commitMessage: `carica “public/images/attestato.pdf” (${name})` },
      );
    }
    expect(stored).toEqual([
      {
        path: 'public/documents/caricati/attestato.pdf',
        commitMessage: 'carica “public/documents/caricati/attestato.pdf” (github)',
      },
      {
        path: 'public/documents/caricati/attestato.pdf',
        commitMessage: 'carica “public/documents/caricati/attestato.pdf” (proxy)',
      },
      // A backend the editor does not use is left as Decap made it.
      { path: 'public/images/attestato.pdf', commitMessage: 'carica “public/images/attestato.pdf” (test)' },
    ]);
  });

  it('writes JSON as content/*.json is written: the schema’s field order, two spaces, a final newline', () => {
    const { registered } = run();
    const order = [
      'id',
      'name',
      'figures',
      'figures.liftHeightM',
      'figures.power',
      'steps',
      'steps.title',
      'steps.text',
    ];
    const text = registered.format?.toFile(
      { figures: { power: 'gpl', liftHeightM: 4 }, steps: [{ text: 't', title: 'T' }], name: 'N', id: 1, extra: true },
      order,
    );
    expect(text).toBe(
      `${JSON.stringify({ id: 1, name: 'N', figures: { liftHeightM: 4, power: 'gpl' }, steps: [{ title: 'T', text: 't' }], extra: true }, null, 2)}\n`,
    );
    expect(registered.format?.fromFile('{"a":1}')).toEqual({ a: 1 });
  });

  it('drops the values of fields left blank before saving, not the items of a list', () => {
    const { registered } = run();
    const data = new FakeMap([
      ['name', 'N'],
      ['kind', null],
      [
        'figures',
        new FakeMap([
          ['liftHeightM', ''],
          ['power', 'gpl'],
        ]),
      ],
      ['lines', new FakeList(['a', ''])],
    ]);
    const entry = new FakeMap([['data', data]]);
    const result = registered.preSave?.({ entry }) as FakeMap;
    expect(result.toJS()).toEqual({ name: 'N', figures: { power: 'gpl' }, lines: ['a', ''] });
  });

  it('drops a group whose fields were all left blank, instead of saving {}', () => {
    const { registered } = run();
    const data = new FakeMap([
      ['name', 'N'],
      [
        'rentalPrice',
        new FakeMap([
          ['amount', null],
          ['unit', ''],
        ]),
      ],
    ]);
    const result = registered.preSave?.({ entry: new FakeMap([['data', data]]) }) as FakeMap;
    expect(result.toJS()).toEqual({ name: 'N' });
  });
});

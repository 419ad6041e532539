import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorScript } from './cms-admin';
import { DOCUMENTS_MEDIA_FOLDER } from './cms-config';
import {
  afterReduction,
  documentUploadPath,
  storeDocumentsWithDocuments,
  storedName,
  UPLOADED_DOCUMENTS_FOLDER,
  uploadedThumbnail,
  IMAGE_QUALITY,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_EDGE,
  megabytes,
  reducedSize,
  reductionFor,
  uploadPlan,
  watchUploads,
} from './cms-uploads';

const MB = 1_000_000;

describe('reducedSize: the long edge to 2560 px at most, proportions kept, never enlarged', () => {
  it.each([
    [4000, 3000, 2560, 1920], // a phone photo, landscape
    [3000, 4000, 1920, 2560], // portrait
    [6000, 6000, 2560, 2560], // square
    [8000, 1000, 2560, 320], // panorama
    [2560, 1440, 2560, 1440], // exactly the limit
    [800, 600, 800, 600], // small: as it is
    [10000, 3, 2560, 1], // a sliver keeps at least one pixel
  ])('%i × %i → %i × %i', (width, height, expectedWidth, expectedHeight) => {
    const size = reducedSize(width, height);
    expect(size).toEqual({ width: expectedWidth, height: expectedHeight });
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_IMAGE_EDGE);
  });
});

describe('uploadPlan and reductionFor', () => {
  const jpeg = (size: number) => ({ name: 'foto.jpg', type: 'image/jpeg', size });

  it('a JPEG, PNG or WebP is decoded first; its sides decide', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(uploadPlan({ name: 'x', type, size: 50 * MB })).toEqual({ action: 'inspect' });
  });

  it('a phone photo is reduced to 2560 px in its own format at quality 0.85', () => {
    expect(reductionFor(jpeg(6 * MB), 4000, 3000)).toEqual({
      action: 'reencode',
      width: 2560,
      height: 1920,
      type: 'image/jpeg',
      quality: IMAGE_QUALITY,
    });
    expect(reductionFor({ name: 'a.webp', type: 'image/webp', size: 2 * MB }, 3000, 4000)).toEqual({
      action: 'reencode',
      width: 1920,
      height: 2560,
      type: 'image/webp',
      quality: 0.85,
    });
  });

  it('a PNG (a logo with transparency) stays PNG, lossless', () => {
    expect(reductionFor({ name: 'logo.png', type: 'image/png', size: 4 * MB }, 5000, 2000)).toEqual({
      action: 'reencode',
      width: 2560,
      height: 1024,
      type: 'image/png',
    });
  });

  it('a small picture is stored as it is; a heavy one within 2560 px is re-encoded at its sides', () => {
    expect(reductionFor(jpeg(400_000), 1600, 1200)).toEqual({ action: 'keep' });
    expect(reductionFor(jpeg(2 * MB), 1600, 1200)).toEqual({
      action: 'reencode',
      width: 1600,
      height: 1200,
      type: 'image/jpeg',
      quality: 0.85,
    });
  });

  it('a PDF up to 10 MB is stored; over it, refused in Italian, naming the size allowed', () => {
    expect(uploadPlan({ name: 'cert.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES })).toEqual({
      action: 'keep',
    });
    const refused = uploadPlan({ name: 'catalogo.pdf', type: 'application/pdf', size: 12_345_678 });
    expect(refused).toEqual({
      action: 'refuse',
      message: expect.stringContaining('«catalogo.pdf» pesa 12,3 MB: un PDF può pesare al massimo 10 MB'),
    });
    // Some systems give a PDF no type: its name says it.
    expect(uploadPlan({ name: 'CATALOGO.PDF', type: '', size: 11 * MB })).toMatchObject({ action: 'refuse' });
  });

  it('a picture the browser does not re-encode (SVG, AVIF) is stored up to 3 MB, else refused', () => {
    expect(uploadPlan({ name: 'logo.svg', type: 'image/svg+xml', size: 20_000 })).toEqual({ action: 'keep' });
    expect(uploadPlan({ name: 'foto.avif', type: 'image/avif', size: 4 * MB })).toEqual({
      action: 'refuse',
      message: expect.stringContaining('un’immagine può pesare al massimo 3 MB'),
    });
  });
});

describe('afterReduction', () => {
  const original = { name: 'foto.jpg', type: 'image/jpeg', size: 6 * MB };

  it('the reduced file, when it was resized or came out smaller', () => {
    expect(afterReduction(original, { ...original, size: 700_000 }, true, 2560, 1920)).toEqual({ use: 'reduced' });
    expect(afterReduction({ ...original, size: 1_500_000 }, { ...original, size: 900_000 }, false, 1600, 1200)).toEqual(
      { use: 'reduced' },
    );
  });

  it('the original, when re-encoding at the same sides made it no smaller', () => {
    expect(
      afterReduction({ ...original, size: 1_200_000 }, { ...original, size: 1_300_000 }, false, 1600, 1200),
    ).toEqual({ use: 'original' });
  });

  it('refused, in Italian with the sides and the limit, when still over 3 MB', () => {
    const outcome = afterReduction(
      { ...original, name: 'schermata.png' },
      { name: 'schermata.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 },
      true,
      2560,
      1600,
    );
    expect(outcome).toEqual({
      refuse: expect.stringContaining('ridotta a 2560 × 1600 px: un’immagine può pesare al massimo 3 MB'),
    });
  });
});

it('megabytes: one decimal, Italian comma', () => {
  expect(megabytes(12_345_678)).toBe('12,3 MB');
  expect(megabytes(10_000_000)).toBe('10 MB');
  expect(megabytes(640_000)).toBe('0,6 MB');
});

describe('watchUploads: between the file input and Decap', () => {
  const decap = jest.fn();
  const input = document.createElement('input');
  const alert = jest.fn();
  beforeAll(() => {
    watchUploads(document);
    input.type = 'file';
    document.body.append(input);
    input.addEventListener('change', decap);
    window.alert = alert;
  });
  beforeEach(() => {
    decap.mockClear();
    alert.mockClear();
  });
  const pick = async (name: string, type: string, size: number) => {
    const file = new File(['%PDF-1.4'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return file;
  };

  it('a PDF over 10 MB never reaches Decap; the clerk reads why', async () => {
    await pick('catalogo.pdf', 'application/pdf', 10_500_000);
    expect(decap).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(
      expect.stringContaining('«catalogo.pdf» pesa 10,5 MB: un PDF può pesare al massimo 10 MB'),
    );
  });

  it('a PDF within the limit reaches Decap once, unchanged', async () => {
    const file = await pick('certificato.pdf', 'application/pdf', 200_000);
    expect(alert).not.toHaveBeenCalled();
    expect(decap).toHaveBeenCalledTimes(1);
    expect(input.files?.[0]).toBe(file);
  });
});

it('the compiled editor script carries the upload preparation, inlined: no import left', () => {
  const source = editorScript(readFileSync(join(__dirname, 'cms-editor.ts'), 'utf8'));
  expect(source).toContain('function watchUploads(doc)');
  expect(source).toContain('watchUploads(document);');
  expect(source).not.toMatch(/^\s*(?:import|export)\b/m);
  expect(() => new Function(source)).not.toThrow();
});

describe('a document uploaded through the header’s "Immagini e file" goes where a file field finds it', () => {
  it('a PDF (or any document) bound for public/images goes to the uploaded documents’ folder; pictures stay', () => {
    expect(UPLOADED_DOCUMENTS_FOLDER).toBe(DOCUMENTS_MEDIA_FOLDER);
    expect(documentUploadPath('public/images/attestato-sicurezza.pdf')).toBe(
      'public/documents/caricati/attestato-sicurezza.pdf',
    );
    expect(documentUploadPath('/public/images/listino.docx')).toBe('public/documents/caricati/listino.docx');
    expect(documentUploadPath('public/images/foto-cantiere.jpg')).toBeNull();
    expect(documentUploadPath('public/images/logo.SVG')).toBeNull();
    expect(documentUploadPath('public/documents/caricati/attestato.pdf')).toBeNull();
  });

  it('the backend stores it there, its commit message naming where; a picture is stored as Decap asked', async () => {
    const stored: Array<{ path: string; commitMessage?: string }> = [];
    const backend = storeDocumentsWithDocuments({
      persistMedia: async (asset: { path: string }, options: { commitMessage?: string }) => {
        stored.push({ path: asset.path, commitMessage: options.commitMessage });
        return { path: asset.path };
      },
    });
    const pdf = { path: 'public/images/attestato.pdf' };
    await expect(
      backend.persistMedia(pdf, { commitMessage: 'Editor: carica “public/images/attestato.pdf” (Anna)' }),
    ).resolves.toEqual({
      path: 'public/documents/caricati/attestato.pdf',
    });
    await backend.persistMedia(
      { path: 'public/images/foto.jpg' },
      { commitMessage: 'Editor: carica “public/images/foto.jpg” (Anna)' },
    );
    expect(stored).toEqual([
      {
        path: 'public/documents/caricati/attestato.pdf',
        commitMessage: 'Editor: carica “public/documents/caricati/attestato.pdf” (Anna)',
      },
      { path: 'public/images/foto.jpg', commitMessage: 'Editor: carica “public/images/foto.jpg” (Anna)' },
    ]);
    // Decap's asset now names the file where it is, so the library lists that path.
    expect(pdf.path).toBe('public/documents/caricati/attestato.pdf');
  });
});

describe('a picture just uploaded shows in its field before the entry is saved', () => {
  const uploads = new Map([
    [storedName('Foto Cantière.JPG'), 'blob:http://localhost/1'],
    ['foto-carrello.jpg', 'blob:http://localhost/2'],
  ]);

  it('names an upload as Decap stores it', () => {
    expect(storedName('Foto Cantière.JPG')).toBe('foto-cantiere.jpg');
    expect(storedName('foto-carrello.jpg')).toBe('foto-carrello.jpg');
  });

  it('a thumbnail the site cannot serve yet (404: the file is saved with the entry) is shown from memory', () => {
    expect(uploadedThumbnail('/images/fleet/foto-carrello.jpg', uploads)).toBe('blob:http://localhost/2');
    expect(uploadedThumbnail('/images/news/foto-cantiere.jpg', uploads)).toBe('blob:http://localhost/1');
    expect(uploadedThumbnail('/images/news/Foto%20Canti%C3%A8re.JPG', uploads)).toBe('blob:http://localhost/1');
  });

  it('leaves alone a picture not uploaded here, one already from memory, and other sites’ addresses', () => {
    expect(uploadedThumbnail('/images/fleet/altro.jpg', uploads)).toBeNull();
    expect(uploadedThumbnail('blob:http://localhost/2', uploads)).toBeNull();
    expect(uploadedThumbnail('//cdn.example/foto-carrello.jpg', uploads)).toBeNull();
    expect(uploadedThumbnail('https://avatars.githubusercontent.com/u/1', uploads)).toBeNull();
  });
});

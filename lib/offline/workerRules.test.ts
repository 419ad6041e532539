import { addressSpellings, isEditorPath, offlineRetired } from './workerRules';

describe('the worker leaves the editor alone', () => {
  it.each(['/admin', '/admin/', '/admin/index.html', '/admin/config.yml'])('%s is the editor', (path) => {
    expect(isEditorPath(path)).toBe(true);
  });
  it.each(['/', '/administration', '/gielle-rental/admin', '/contatti'])('%s is not', (path) => {
    expect(isEditorPath(path)).toBe(false);
  });
});

describe('the kill switch', () => {
  it('is off unless the build says NEXT_PUBLIC_OFFLINE=off', () => {
    expect(offlineRetired({})).toBe(false);
    expect(offlineRetired({ NEXT_PUBLIC_OFFLINE: 'on' })).toBe(false);
    expect(offlineRetired({ NEXT_PUBLIC_OFFLINE: '' })).toBe(false);
    expect(offlineRetired({ NEXT_PUBLIC_OFFLINE: 'off' })).toBe(true);
  });
});

describe('a saved page answers at every spelling of its address', () => {
  const spellings = (address: string) =>
    addressSpellings(new URL(address, 'https://gielle.example')).map((url) => url.pathname + url.search);
  it.each([
    ['/chi-siamo/', '/chi-siamo.html'],
    ['/chi-siamo/index.html', '/chi-siamo.html'],
    ['/chi-siamo?', '/chi-siamo.html'],
    ['/gielle-rental/carrello-diesel-5t?', '/gielle-rental/carrello-diesel-5t.html'],
    ['/gielle-rental/carrello-diesel-5t/?#foto', '/gielle-rental/carrello-diesel-5t.html'],
    ['/?', '/index.html'],
    ['/index.html?', '/index.html'],
  ])('%s is %s', (address, file) => {
    expect(spellings(address)).toContain(file);
  });
  it('keeps a file as it is, without its empty query', () => {
    expect(spellings('/documents/codice-etico.pdf?')).toContain('/documents/codice-etico.pdf');
  });
});

import { isEditorPath, offlineRetired } from './workerRules';

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

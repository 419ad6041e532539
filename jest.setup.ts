import '@testing-library/jest-dom';

// Components render as in a browser with scripts on: the <head> boot script (lib/consent.ts)
// marks <html data-js>, and script-only controls are hidden by CSS without it.
if (typeof document !== 'undefined') document.documentElement.setAttribute('data-js', ''); // node-environment suites have none

// Testing Library's findBy… and waitFor give up after 1 s by default: a bet on the machine's
// speed. On a loaded two-core machine the comparison dialog's lazy chunk took longer to load in
// FinderToolbar.test.tsx, and the test failed with nothing wrong. They still return as soon as
// what they wait for is there; only a real failure now waits as long as Jest's own test timeout.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where a DOM exists: node suites do not load it
  require('@testing-library/react').configure({ asyncUtilTimeout: 25_000 });
}

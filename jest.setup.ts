import '@testing-library/jest-dom';

// Components render as in a browser with scripts on: the <head> boot script (lib/consent.ts)
// marks <html data-js>, and script-only controls are hidden by CSS without it.
if (typeof document !== 'undefined') document.documentElement.setAttribute('data-js', ''); // node-environment suites have none

/** @jest-environment node */
import { nuErrors } from './validate-w3c';

describe('nuErrors', () => {
  it('keeps errors and fatal messages, with file, line, column and extract, and drops warnings and info', () => {
    const report = JSON.stringify({
      messages: [
        {
          type: 'error',
          url: 'file:/site/out/giellerental.html',
          lastLine: 1,
          firstColumn: 658,
          message: 'Bad value “0;url=/x”.',
          extract: '<meta\n content="0;url=/x">',
        },
        { type: 'info', subType: 'warning', url: 'file:/site/out/index.html', message: 'Section lacks heading.' },
        { type: 'non-document-error', subType: 'io', url: 'file:/site/out/a%20b.html', message: 'File not found.' },
        { type: 'info', message: 'Trailing slash on void elements has no effect.' },
      ],
    });
    expect(nuErrors(report, '/site/out')).toEqual([
      'giellerental.html:1:658 Bad value “0;url=/x”.\n      …<meta content="0;url=/x">…',
      'a b.html:?:? File not found.',
    ]);
  });

  it('finds nothing in a clean report', () => {
    expect(nuErrors('{"messages":[]}', '/site/out')).toEqual([]);
  });
});

import { italianConfirm, markEntryStatus, translateListHeadings, translateSelectText } from './cms-editor-text';
import { NEW_ENTRY_STATUS, SAVED_STATUS } from './cms-messages';

/** The page's markup, as Decap 3 and react-select 5 render it (class names as emotion labels them). */
const render = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe('English Decap writes into the page, in Italian (scripts/cms-editor-text.ts)', () => {
  it('a relation field’s notice, which its own menu list puts straight in the menu, not in a listbox', () => {
    // decap-cms-widget-relation's MenuList returns the notice alone while loading or empty.
    const page = render(
      '<div class="css-b62m3t-container"><span id="react-select-3-live-region" class="css-1f43avz-a11yText-A11yText"></span>' +
        '<span aria-live="polite" role="log" class="css-1f43avz-a11yText-A11yText"></span>' +
        '<div class="css-13cymwt-control"><div class="css-hlgwow"><div class="css-19bb58m"><input id="news-services" role="combobox"></div></div>' +
        '<div class="css-1wy0on6"><div class="css-1xc3v61-indicatorContainer">×</div></div></div>' +
        '<div class="css-1nmdiq5-menu"><div class="css-1jqkq2g">Loading options…</div></div></div>',
    );
    translateSelectText(page);
    const notice = page.querySelector('.css-1jqkq2g');
    expect(notice?.textContent).toBe('Caricamento delle voci…');
    // React writes its next notice into the same text node.
    (notice?.firstChild as Text).data = 'No options';
    translateSelectText(notice?.firstChild as Text);
    expect(notice?.textContent).toBe('Nessuna voce corrisponde');
    // The control's own parts are left as they are.
    expect(page.querySelector('.css-1xc3v61-indicatorContainer')?.textContent).toBe('×');
  });

  it('a plain select’s notice, in its listbox, as before', () => {
    const page = render(
      '<div><span class="css-1f43avz-a11yText-A11yText"><span id="aria-results">3 results available.</span></span>' +
        '<div class="css-menu"><div role="listbox" id="react-select-4-listbox"><div class="css-notice">No options</div></div></div></div>',
    );
    translateSelectText(page);
    expect(page.querySelector('[role="listbox"]')?.textContent).toBe('Nessuna voce corrisponde');
    expect(page.querySelector('#aria-results')?.textContent).toBe('3 voci disponibili.');
  });

  it('a list’s heading counts its items; a group’s heading (its label, no add button) is left alone', () => {
    const bar = (heading: string, add: boolean) =>
      `<div class="css-1-TopBarContainer"><div class="css-2-ExpandButtonContainer"><button data-testid="expand-button" aria-label="Chiudi"></button>${heading}</div>${
        add ? '<button class="css-3-AddButton">Aggiungi punto</button>' : ''
      }</div>`;
    const page = render(
      `<div id="offer">${bar('0 cosa offriamo', true)}</div><div id="pay">${bar('12 mensilità', false)}</div>`,
    );
    translateListHeadings(page);
    expect(page.querySelector('#offer [class*="ExpandButtonContainer"]')?.textContent).toBe('0 voci');
    expect(page.querySelector('#pay [class*="ExpandButtonContainer"]')?.textContent).toBe('12 mensilità');
    // React writes the next count into the same text node ("1 punto", Decap's singular).
    const text = page.querySelector('#offer [class*="ExpandButtonContainer"]')?.lastChild as Text;
    text.data = '1 punto';
    translateListHeadings(text);
    expect(text.data).toBe('1 voce');
  });

  it('a new entry never saved is not "Modifiche salvate"; the entry saved, at its own address, is', () => {
    const page = render(`<div class="css-1-BackStatus-BackStatusUnchanged">${SAVED_STATUS}</div>`);
    markEntryStatus(page, '#/collections/news/new');
    expect(page.textContent).toBe(NEW_ENTRY_STATUS);
    markEntryStatus(page, '#/collections/news/entries/nuova-sede');
    expect(page.textContent).toBe(SAVED_STATUS);
  });

  it('the question on an upload whose name is taken reaches the browser’s dialog in Italian; others as they are', () => {
    const asked: Array<string | undefined> = [];
    const confirm = italianConfirm((message) => (asked.push(message), true));
    confirm('gru-30t.jpg already exists. Do you want to replace it?');
    confirm('Eliminare il file scelto?');
    expect(asked).toEqual([
      '«gru-30t.jpg» è già tra i file caricati. Sostituirlo con quello nuovo? Quello di prima viene eliminato.',
      'Eliminare il file scelto?',
    ]);
  });
});

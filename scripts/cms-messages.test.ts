/**
 * @jest-environment node
 */
import { editorUiScript } from './cms-admin';
import {
  charCounter,
  DRAG_HANDLE_LABEL,
  entryStatus,
  ITALIAN_PHRASES,
  italianAttribute,
  italianDate,
  italianDialog,
  italianDragText,
  italianListHeading,
  italianNumber,
  italianSelectText,
  NEW_ENTRY_STATUS,
  SAVED_STATUS,
  lengthProblem,
  mergePhrases,
  numberProblem,
  refusedSave,
  wordCounter,
  type Phrases,
} from './cms-messages';
import { SEARCH_LIMITS } from '@/lib/searchLimits';
import { MIN_PAGE_WORDS } from '@/lib/pageText';

const flat = (phrases: Phrases, prefix = ''): Array<[string, string]> =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );

describe('what the editor says, in plain Italian (scripts/cms-messages.ts)', () => {
  it('a description out of its range says how many characters it has and how many it needs', () => {
    const range = SEARCH_LIMITS.description;
    expect(lengthProblem('Descrizione breve', 52, range)).toBe(
      `Descrizione breve ha 52 caratteri: ne servono da ${range.min} a ${range.max}.`,
    );
    expect(lengthProblem('Descrizione breve', 174, range)).toBe(
      `Descrizione breve ha 174 caratteri: ne servono da ${range.min} a ${range.max}, accorcialo.`,
    );
    expect(lengthProblem('Nome', 64, { min: 1, max: 51 })).toBe('Nome ha 64 caratteri: al massimo 51, accorcialo.');
    expect(lengthProblem('Nome', 1, { min: 2, max: 51 })).toBe('Nome ha 1 carattere: ne servono da 2 a 51.');
  });

  it('no length problem inside the range, or when the field is empty (the required check says that)', () => {
    expect(lengthProblem('D', 70, { min: 70, max: 160 })).toBeNull();
    expect(lengthProblem('D', 160, { min: 70, max: 160 })).toBeNull();
    expect(lengthProblem('D', 0, { min: 70, max: 160 })).toBeNull();
  });

  it('the live counters: characters against the range, words against the minimum', () => {
    expect(charCounter(52, { min: 70, max: 160 })).toEqual({ text: '52 caratteri (da 70 a 160)', ok: false });
    expect(charCounter(90, { min: 70, max: 160 })).toEqual({ text: '90 caratteri (da 70 a 160)', ok: true });
    expect(charCounter(36, { min: 1, max: 51 })).toEqual({ text: '36 caratteri (al massimo 51)', ok: true });
    expect(wordCounter(180, MIN_PAGE_WORDS)).toEqual({
      text: `180 parole in tutto: ne servono almeno ${MIN_PAGE_WORDS}, mancano ${MIN_PAGE_WORDS - 180}`,
      ok: false,
    });
    expect(wordCounter(MIN_PAGE_WORDS, MIN_PAGE_WORDS).ok).toBe(true);
    expect(wordCounter(1, 2).text).toMatch(/^1 parola /);
  });

  it('the English Decap writes into attributes, in Italian; anything else left alone', () => {
    expect(italianAttribute('Remove Centralino')).toBe('Rimuovi Centralino');
    expect(italianAttribute('notification timer')).toBe('tempo della notifica');
    expect(italianAttribute('Account options dropdown')).toBe('Menu dell’account');
    expect(italianAttribute('Rimuovi Centralino')).toBeNull();
    expect(italianAttribute('Cerca su tutto')).toBeNull();
  });

  it('a notification’s close button is "Chiudi", not react-toastify’s "close"', () => {
    expect(italianAttribute('close')).toBe('Chiudi');
    expect(italianAttribute('Chiudi')).toBeNull();
  });

  it('a list’s drag handle: an Italian name and role, instructions that say what works (mouse or finger), announcements in Italian', () => {
    expect(DRAG_HANDLE_LABEL).toBe('Sposta la voce');
    expect(italianAttribute('sortable')).toBe('maniglia per spostare la voce');
    // dnd-kit 6's own texts, as it writes them (indented lines included).
    const instructions =
      '\n    To pick up a draggable item, press the space bar.\n    While dragging, use the arrow keys to move the item.\n    Press space again to drop the item in its new position, or press escape to cancel.\n  ';
    expect(italianDragText(instructions)).toBe(
      'Per cambiare l’ordine delle voci, trascina la maniglia con il mouse o con il dito fino al nuovo posto.',
    );
    expect(italianDragText('Picked up draggable item 3f2a.')).toBe('Voce presa: trascinala al nuovo posto.');
    expect(italianDragText('Draggable item 3f2a was moved over droppable area 9c1d.')).toBe(
      'La voce è sopra un altro posto dell’elenco.',
    );
    expect(italianDragText('Draggable item 3f2a is no longer over a droppable area.')).toBe(
      'La voce è fuori dall’elenco: lasciandola qui resta dov’era.',
    );
    expect(italianDragText('Draggable item 3f2a was dropped over droppable area 9c1d')).toBe(
      'Voce spostata al nuovo posto.',
    );
    expect(italianDragText('Draggable item 3f2a was dropped.')).toBe('Voce lasciata.');
    expect(italianDragText('Dragging was cancelled. Draggable item 3f2a was dropped.')).toBe(
      'Spostamento annullato: la voce resta dov’era.',
    );
    expect(italianDragText('Voce lasciata.')).toBeNull();
    expect(italianDragText('')).toBeNull();
  });

  it('a refused save counts the fields to correct, in words up to ten', () => {
    const toast = ((ITALIAN_PHRASES.ui as Phrases).toast as Phrases).missingRequiredField as string;
    expect(refusedSave(1)).toBe(toast);
    expect(refusedSave(0)).toBe(toast);
    expect(refusedSave(2)).toBe(
      'Non salvato: due campi vanno corretti (sono segnati in rosso e trovi già selezionato il primo).',
    );
    expect(refusedSave(3)).toMatch(/^Non salvato: tre campi vanno corretti /);
    expect(refusedSave(10)).toMatch(/^Non salvato: dieci campi /);
    expect(refusedSave(12)).toMatch(/^Non salvato: 12 campi vanno corretti /);
  });

  it('numbers in messages are written the Italian way: a decimal comma, a thousands point', () => {
    expect(italianNumber(0.1)).toBe('0,1');
    expect(italianNumber(0.01)).toBe('0,01');
    expect(italianNumber(12)).toBe('12');
    expect(italianNumber(12500)).toBe('12.500');
    expect(numberProblem('Altezza (m)', 0, 0.1, undefined)).toBe('Altezza (m) deve essere almeno 0,1.');
    expect(numberProblem('Altezza (m)', -5, 0.1, undefined)).toBe('Altezza (m) deve essere almeno 0,1.');
    expect(numberProblem('Portata (t)', 99.5, 0.5, 40.5)).toBe('Portata (t) deve essere tra 0,5 e 40,5.');
    expect(numberProblem('Sconto', 1.5, undefined, 0.5)).toBe('Sconto deve essere al massimo 0,5.');
    expect(numberProblem('Altezza (m)', 0.1, 0.1, undefined)).toBeNull();
    expect(numberProblem('Altezza (m)', '', 0.1, undefined)).toBeNull();
  });

  it('a date field’s day in Italian words, whatever the browser’s language; nothing for a blank or impossible date', () => {
    expect(italianDate('2026-12-03')).toBe('giovedì 3 dicembre 2026');
    expect(italianDate('2027-01-31')).toBe('domenica 31 gennaio 2027');
    expect(italianDate('2026-02-30')).toBeNull();
    expect(italianDate('')).toBeNull();
    expect(italianDate(undefined)).toBeNull();
  });

  it('a relation field’s "Loading options…" (Decap’s own) and react-select’s "Loading...", in Italian', () => {
    expect(italianSelectText('notice', 'Loading options…')).toBe('Caricamento delle voci…');
    expect(italianSelectText('notice', 'Loading...')).toBe('Caricamento delle voci…');
    expect(italianSelectText('notice', 'Caricamento delle voci…')).toBeNull();
  });

  it('the question on an upload whose name is taken, which Decap asks in English (window.confirm), in Italian', () => {
    expect(italianDialog('gru-30t.jpg already exists. Do you want to replace it?')).toBe(
      '«gru-30t.jpg» è già tra i file caricati. Sostituirlo con quello nuovo? Quello di prima viene eliminato.',
    );
    // Decap's other questions come from its locale, already Italian.
    expect(italianDialog('Eliminare il file scelto? Le pagine che lo usano resterebbero senza.')).toBeNull();
  });

  it('the link prompt without the typo of Decap’s Italian ("Insersci")', () => {
    const markdown = ((ITALIAN_PHRASES.editor as Phrases).editorWidgets as Phrases).markdown as Phrases;
    expect(markdown.linkPrompt).toBe('Inserisci l’indirizzo del collegamento');
    expect(markdown.linkPrompt).not.toMatch(/Insersci/);
  });

  it('an empty media library says so in words that fit under "Immagini caricate" as under "Immagini e file caricati"', () => {
    const modal = (ITALIAN_PHRASES.mediaLibrary as Phrases).mediaLibraryModal as Phrases;
    for (const empty of [modal.noAssetsFound, modal.noImagesFound]) expect(empty).not.toMatch(/\bfile\b/);
    expect(modal.noImagesFound).toBe('Nessuna immagine caricata.');
  });

  it('a new entry never saved is not "Modifiche salvate"; once saved (its own address) it is again', () => {
    const changesSaved = ((ITALIAN_PHRASES.editor as Phrases).editorToolbar as Phrases).changesSaved;
    expect(changesSaved).toBe(SAVED_STATUS);
    expect(entryStatus(SAVED_STATUS, '#/collections/news/new')).toBe(NEW_ENTRY_STATUS);
    expect(entryStatus(SAVED_STATUS, '#/collections/positions/new?ref=1')).toBe(NEW_ENTRY_STATUS);
    expect(entryStatus(NEW_ENTRY_STATUS, '#/collections/news/entries/nuova-sede')).toBe(SAVED_STATUS);
    expect(entryStatus(SAVED_STATUS, '#/collections/news/entries/new')).toBeNull();
    expect(entryStatus(NEW_ENTRY_STATUS, '#/collections/news/new')).toBeNull();
    expect(entryStatus('Modifiche non salvate', '#/collections/news/new')).toBeNull();
  });

  it('a list’s heading counts its items, whatever its label ("0 cosa offriamo" → "0 voci")', () => {
    expect(italianListHeading('0 cosa offriamo')).toBe('0 voci');
    expect(italianListHeading('1 punto')).toBe('1 voce');
    expect(italianListHeading('3 come funziona un incarico')).toBe('3 voci');
    expect(italianListHeading('3 voci')).toBeNull();
    expect(italianListHeading('Retribuzione')).toBeNull();
  });

  it('react-select’s announcements and empty-list notice, in Italian; its messages as react-select 5 writes them', () => {
    expect(italianSelectText('aria-results', '7 results available.')).toBe('7 voci disponibili.');
    expect(italianSelectText('aria-results', '1 result available for search term mar.')).toBe(
      '1 voce disponibile per «mar».',
    );
    expect(italianSelectText('aria-results', '0 results available for search term zzz.')).toBe(
      'Nessuna voce disponibile per «zzz».',
    );
    expect(
      italianSelectText(
        'aria-guidance',
        'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu, press Tab to select the option and exit the menu.',
      ),
    ).toBe(
      'Frecce su e giù per scorrere le voci, Invio per sceglierne una, Esc per chiudere l’elenco, Tab per sceglierla e uscire.',
    );
    expect(
      italianSelectText(
        'aria-guidance',
        'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu.',
      ),
    ).toBe('Frecce su e giù per scorrere le voci, Invio per sceglierne una, Esc per chiudere l’elenco.');
    expect(
      italianSelectText(
        'aria-guidance',
        'Select is focused ,type to refine list, press Down to open the menu,  press left to focus selected values',
      ),
    ).toBe(
      'Scrivi per filtrare le voci, freccia giù per aprire l’elenco, freccia sinistra per passare alle voci scelte.',
    );
    expect(italianSelectText('aria-guidance', 'Select is focused , press Down to open the menu, ')).toBe(
      'Freccia giù per aprire l’elenco.',
    );
    expect(
      italianSelectText(
        'aria-guidance',
        'Use left and right to toggle between focused values, press Backspace to remove the currently focused value',
      ),
    ).toBe(
      'Frecce sinistra e destra per passare da una voce scelta all’altra, Backspace per togliere quella evidenziata.',
    );
    expect(italianSelectText('aria-selection', 'option Martedì, selected.')).toBe('Scelto: Martedì.');
    expect(italianSelectText('aria-selection', 'options Lunedì,Martedì, selected.')).toBe('Scelto: Lunedì, Martedì.');
    expect(italianSelectText('aria-selection', 'option , selected.')).toBe('Nessuna voce scelta.');
    expect(italianSelectText('aria-selection', 'option Martedì, deselected.')).toBe('Martedì: tolto dalla scelta.');
    expect(italianSelectText('aria-selection', 'option Martedì is disabled. Select another option.')).toBe(
      'Martedì non si può scegliere: scegli un’altra voce.',
    );
    expect(italianSelectText('aria-selection', 'All selected options have been cleared.')).toBe(
      'Tutte le voci scelte sono state tolte.',
    );
    expect(italianSelectText('aria-focused', 'value Martedì focused, 2 of 3.')).toBe('Voce scelta Martedì, 2 di 3.');
    expect(italianSelectText('aria-focused', 'Martedì selected, 2 of 7.')).toBe('Martedì, scelto, 2 di 7.');
    expect(italianSelectText('notice', 'No options')).toBe('Nessuna voce corrisponde');
    // Italian (ours, already applied) and anything else: left alone, so a rewrite never loops.
    for (const part of ['aria-selection', 'aria-focused', 'aria-results', 'aria-guidance', 'notice'] as const) {
      expect(italianSelectText(part, italianSelectText(part, 'option Martedì, selected.') ?? 'Martedì')).toBeNull();
    }
    expect(italianSelectText('aria-results', 'Nessuna voce corrisponde')).toBeNull();
  });

  it('our phrases are laid over Decap’s, key by key, without losing the others', () => {
    const decap: Phrases = {
      mediaLibrary: { mediaLibraryModal: { upload: 'Upload', loading: 'Caricamento...' } },
      ui: { toast: { entrySaved: 'Voce salvata' } },
    };
    const merged = mergePhrases(decap, ITALIAN_PHRASES);
    expect(((merged.mediaLibrary as Phrases).mediaLibraryModal as Phrases).upload).toBe('Carica dal computer');
    expect(((merged.mediaLibrary as Phrases).mediaLibraryModal as Phrases).loading).toBe('Caricamento...');
    expect(((merged.ui as Phrases).toast as Phrases).entrySaved).toBe('Voce salvata');
    expect(((decap.mediaLibrary as Phrases).mediaLibraryModal as Phrases).upload).toBe('Upload');
  });

  it('no English and no jargon left in our phrases; a pattern error is the schema’s own sentence', () => {
    for (const [key, text] of flat(ITALIAN_PHRASES)) {
      expect([key, text.replace(/%\{\w+\}/g, '')]).not.toEqual([
        key,
        expect.stringMatching(/\b(Upload|Download|Remove|Close|Delete|Choose|Select|field|schema|pattern)\b/i),
      ]);
    }
    const widget = ((ITALIAN_PHRASES.editor as Phrases).editorControlPane as Phrases).widget as Phrases;
    expect(widget.regexPattern).toBe('%{fieldLabel}: %{pattern}.');
  });
});

describe('the office’s layer in the page (scripts/cms-editor-ui.ts, bundled by scripts/cms-admin.ts)', () => {
  it('the office’s layer is one classic script, with the Italian texts and the word count inside', () => {
    const script = editorUiScript();
    expect(script).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(script).toContain('Carica dal computer');
    expect(script).toContain('vehicleGuide');
  });
});

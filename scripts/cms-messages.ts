/**
 * What the editor (/admin) says to the office, in plain Italian: Decap's own phrases where its
 * Italian locale is missing, English or jargon, the texts of our live counters and of a length
 * problem, and the English that third-party parts of Decap write into attributes.
 *
 * Pure: bundled into public/admin/editor-ui.js by scripts/cms-admin.ts (scripts/cms-editor-ui.ts
 * applies it in the page) and tested by scripts/cms-messages.test.ts.
 */

/** A nested object of phrases, as Decap's locales are written (decap-cms-locales/src/it). */
export interface Phrases {
  [key: string]: string | Phrases;
}

/** Decap's status under a collection's name when nothing is left to save (editorToolbar.changesSaved). */
export const SAVED_STATUS = 'Modifiche salvate';

/** That status on a new entry not saved yet, where Decap says the changes are saved. */
export const NEW_ENTRY_STATUS = 'Nuova voce, non ancora salvata';

/**
 * Laid over Decap's `it` locale (CMS.registerLocale replaces a locale whole: scripts/cms-editor-ui.ts
 * merges these into it). Each key is one Decap 3 has in English only, or says in jargon.
 */
export const ITALIAN_PHRASES: Phrases = {
  app: { header: { media: 'Immagini e file' } },
  collection: {
    collectionTop: { viewAsList: 'Vista a elenco', viewAsGrid: 'Vista a griglia' },
    entries: { unpublishedHeader: 'Voci non pubblicate' },
  },
  editor: {
    // Decap fills it with the widget's technical name ("campo string"): say just what it is.
    editorControl: { field: { widgetLabel: 'campo del modulo' } },
    editorControlPane: {
      widget: {
        // "non corrisponde allo schema: …": the schema's message already says what is expected.
        regexPattern: '%{fieldLabel}: %{pattern}.',
        required: '%{fieldLabel}: da compilare, non può restare vuoto.',
        processing: '%{fieldLabel}: un momento, il file si sta preparando.',
      },
    },
    editorInterface: { toggleNotes: 'Mostra o nascondi le note' },
    // Set here, not left to Decap's locale: scripts/cms-editor-ui.ts finds it by this text (entryStatus).
    editorToolbar: { changesSaved: SAVED_STATUS },
    editorWidgets: {
      object: { expand: 'Apri', collapse: 'Chiudi' },
      // Every date field is a day without a time (scripts/cms-config.ts); Decap puts the field's
      // technical name in the label, hence none here.
      datetime: { now: 'Oggi', clear: 'Svuota', setToNow: 'Metti la data di oggi' },
      // Decap's own says "Insersci l'URL".
      markdown: { strikethrough: 'Barrato', linkPrompt: 'Inserisci l’indirizzo del collegamento' },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: {
      close: 'Chiudi',
      upload: 'Carica dal computer',
      uploading: 'Caricamento in corso…',
      download: 'Scarica',
      deleteSelected: 'Elimina il file scelto',
      chooseSelected: 'Usa il file scelto',
      mediaAssets: 'Immagini e file caricati',
      images: 'Immagini caricate',
      search: 'Cerca per nome…',
      // Shown with nothing uploaded at all, under "Immagini caricate" as under "Immagini e file
      // caricati": said so it fits both.
      noAssetsFound: 'Non c’è ancora niente di caricato: usa «Carica dal computer».',
      noImagesFound: 'Nessuna immagine caricata.',
      private: 'Privato ',
    },
    mediaLibrary: {
      onDelete: 'Eliminare il file scelto? Le pagine che lo usano resterebbero senza.',
    },
  },
  ui: {
    settingsDropdown: { account: 'Menu dell’account' },
    toast: {
      // Counted once the fields are marked (refusedSave, scripts/cms-editor-ui.ts).
      missingRequiredField: 'Non salvato: un campo va corretto (è segnato in rosso e lo trovi già selezionato).',
      onFailToPersist: 'Salvataggio non riuscito: %{details}',
    },
  },
};

/** Deep merge of phrases: `over` wins; neither argument is changed. */
export function mergePhrases(base: Phrases | undefined, over: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergePhrases(current, value)
        : typeof value === 'object'
          ? mergePhrases({}, value)
          : value;
  }
  return result;
}

/**
 * English that parts of Decap write straight into attributes (react-select's "Remove <option>",
 * the toast's timer, the markdown link button), with its Italian; null when it is none of them.
 */
export function italianAttribute(text: string): string | null {
  const remove = /^Remove (.+)$/.exec(text);
  if (remove) return `Rimuovi ${remove[1]}`;
  if (text === 'Remove option') return 'Rimuovi';
  if (text === 'notification timer') return 'tempo della notifica';
  if (text === 'Open link in a new tab') return 'Apri il collegamento in una nuova scheda';
  if (text === 'Account options dropdown') return 'Menu dell’account';
  // The close button of a notification (react-toastify's default label).
  if (text === 'close') return 'Chiudi';
  // dnd-kit's role description of a list item's drag handle.
  if (text === 'sortable') return 'maniglia per spostare la voce';
  return null;
}

/**
 * Italian for the English Decap writes into a browser dialog (window.confirm) instead of taking it
 * from its locale: the question on uploading a file whose name is taken
 * (decap-cms-core/src/actions/mediaLibrary.ts). Null when it is none of them.
 */
export function italianDialog(text: string): string | null {
  const taken = /^(.+) already exists\. Do you want to replace it\?$/s.exec(text);
  if (taken)
    return `«${taken[1]}» è già tra i file caricati. Sostituirlo con quello nuovo? Quello di prima viene eliminato.`;
  return null;
}

/**
 * The status under the collection's name for the entry open at `route` (the address after "#"):
 * a new entry is not saved, whatever Decap says; an entry that has been saved since says so again.
 * Null when `text` is already right, or is another status.
 */
export function entryStatus(text: string, route: string): string | null {
  const isNew = /^#?\/collections\/[^/?]+\/new(?:[/?]|$)/.test(route);
  if (text === SAVED_STATUS && isNew) return NEW_ENTRY_STATUS;
  if (text === NEW_ENTRY_STATUS && !isNew) return SAVED_STATUS;
  return null;
}

/**
 * A list's heading, counted in items: Decap writes the count and the field's label in lower case
 * (its singular for one), which reads wrong wherever the label is not a plural ("0 cosa offriamo",
 * "3 il servizio", "1 punto" of a list titled "Cosa offriamo"). The label is shown above the list.
 * Null when it is not such a heading, or is one already.
 */
export function italianListHeading(text: string): string | null {
  const heading = /^(\d+) \S/.exec(text);
  if (!heading) return null;
  const italian = plural(Number(heading[1]), 'voce', 'voci');
  return italian === text ? null : italian;
}

/** The name of a list item's drag handle, which Decap leaves without one. */
export const DRAG_HANDLE_LABEL = 'Sposta la voce';

/**
 * Italian for what dnd-kit (the drag and drop of Decap's lists) writes as text: the instructions a
 * screen reader reads on a drag handle, and its live announcements during a drag. Decap's lists
 * take the mouse and the finger only (no keyboard sensor), so the instructions say that rather
 * than dnd-kit's "press the space bar", which does nothing there. Null when it is none of them.
 */
export function italianDragText(text: string): string | null {
  const plain = text.trim().replace(/\s+/g, ' ');
  if (plain.startsWith('To pick up a draggable item')) {
    return 'Per cambiare l’ordine delle voci, trascina la maniglia con il mouse o con il dito fino al nuovo posto.';
  }
  if (/^Picked up draggable item /.test(plain)) return 'Voce presa: trascinala al nuovo posto.';
  if (/^Draggable item .* was moved over droppable area /.test(plain))
    return 'La voce è sopra un altro posto dell’elenco.';
  if (/^Draggable item .* is no longer over a droppable area\.$/.test(plain))
    return 'La voce è fuori dall’elenco: lasciandola qui resta dov’era.';
  if (/^Draggable item .* was dropped over droppable area /.test(plain)) return 'Voce spostata al nuovo posto.';
  if (/^Dragging was cancelled\./.test(plain)) return 'Spostamento annullato: la voce resta dov’era.';
  if (/^Draggable item .* was dropped\.$/.test(plain)) return 'Voce lasciata.';
  return null;
}

/** A number as an Italian reader writes it: 0.1 → "0,1", 12500 → "12.500". */
export function italianNumber(value: number): string {
  return new Intl.NumberFormat('it-IT', { maximumFractionDigits: 10 }).format(value);
}

/**
 * A number out of its field's bounds, as the editor refuses it, with the bounds written the
 * Italian way ("Altezza (m) deve essere almeno 0,1."): Decap's own message writes them as
 * JavaScript does ("0.1"). Null when the value fits or is blank (the required check says that).
 */
export function numberProblem(
  label: string,
  value: unknown,
  min: number | undefined,
  max: number | undefined,
): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  const low = min !== undefined && value < min;
  const high = max !== undefined && value > max;
  if (!low && !high) return null;
  if (min !== undefined && max !== undefined)
    return `${label} deve essere tra ${italianNumber(min)} e ${italianNumber(max)}.`;
  return low
    ? `${label} deve essere almeno ${italianNumber(min ?? 0)}.`
    : `${label} deve essere al massimo ${italianNumber(max ?? 0)}.`;
}

const NUMBER_WORDS = ['zero', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];

/** The beginning every "not saved" notice shares, however many fields it counts. */
export const REFUSED_SAVE_START = 'Non salvato: ';

/**
 * The notice of a save refused for faulty fields, counting them: "un campo va corretto", "due
 * campi vanno corretti", "12 campi vanno corretti". Decap's notice says one field whatever the
 * number; scripts/cms-editor-ui.ts counts the fields it marks and rewrites the notice.
 */
export function refusedSave(fields: number): string {
  if (fields <= 1) return `${REFUSED_SAVE_START}un campo va corretto (è segnato in rosso e lo trovi già selezionato).`;
  const count = NUMBER_WORDS[fields] ?? String(fields);
  return `${REFUSED_SAVE_START}${count} campi vanno corretti (sono segnati in rosso e trovi già selezionato il primo).`;
}

/**
 * A calendar day (YYYY-MM-DD, as the date fields store it) in words, shown under a date field so
 * the office reads it the Italian way whatever the browser's language: "mercoledì 3 dicembre
 * 2026". Null for anything else (a blank field).
 */
export function italianDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Where react-select (Decap's select fields) writes English as text: the four spans of its live
 * region, which a screen reader announces, and the notice an empty list shows.
 */
export type SelectTextPart = 'aria-selection' | 'aria-focused' | 'aria-results' | 'aria-guidance' | 'notice';

/** Italian for react-select's English in one part (react-select 5's default messages); null when it is none of them. */
export function italianSelectText(part: SelectTextPart, text: string): string | null {
  const position = (at: string, of: string) => `${at} di ${of}`;
  switch (part) {
    case 'aria-selection': {
      if (text === 'All selected options have been cleared.') return 'Tutte le voci scelte sono state tolte.';
      const removed = /^option (.*), deselected\.$/.exec(text);
      if (removed) return `${removed[1]}: tolto dalla scelta.`;
      const disabled = /^option (.*) is disabled\. Select another option\.$/.exec(text);
      if (disabled) return `${disabled[1]} non si può scegliere: scegli un’altra voce.`;
      // On first focus react-select lists what is chosen: "option , selected." when nothing is.
      const chosen = /^options? (.*), selected\.$/.exec(text);
      if (chosen) return chosen[1] ? `Scelto: ${chosen[1].split(',').join(', ')}.` : 'Nessuna voce scelta.';
      return null;
    }
    case 'aria-focused': {
      const value = /^value (.*) focused, (\d+) of (\d+)\.$/.exec(text);
      if (value) return `Voce scelta ${value[1]}, ${position(value[2] ?? '', value[3] ?? '')}.`;
      // Apple devices only: VoiceOver does not read the focused option, so react-select says it.
      const option = /^(.*?)( selected)?( disabled)?, (\d+) of (\d+)\.$/.exec(text);
      if (option)
        return `${option[1]}${option[2] ? ', scelto' : ''}${option[3] ? ', non disponibile' : ''}, ${position(option[4] ?? '', option[5] ?? '')}.`;
      return null;
    }
    case 'aria-results': {
      const results = /^(\d+) results? available(?: for search term (.*))?\.$/.exec(text);
      if (!results) return null;
      const count = Number(results[1]);
      const found =
        count === 0
          ? 'Nessuna voce disponibile'
          : `${plural(count, 'voce', 'voci')} ${count === 1 ? 'disponibile' : 'disponibili'}`;
      return `${found}${results[2] ? ` per «${results[2]}»` : ''}.`;
    }
    case 'aria-guidance': {
      const menu =
        /^Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu(, press Tab to select the option and exit the menu)?\.$/.exec(
          text,
        );
      if (menu)
        return `Frecce su e giù per scorrere le voci, Invio per sceglierne una, Esc per chiudere l’elenco${menu[1] ? ', Tab per sceglierla e uscire' : ''}.`;
      const input =
        /^(.*) is focused (,type to refine list)?, press Down to open the menu, (\s*press left to focus selected values)?$/.exec(
          text,
        );
      if (input) {
        const steps = [
          input[2] ? 'scrivi per filtrare le voci' : '',
          'freccia giù per aprire l’elenco',
          input[3] ? 'freccia sinistra per passare alle voci scelte' : '',
        ];
        return `${steps.filter(Boolean).join(', ')}.`.replace(/^./, (first) => first.toUpperCase());
      }
      if (
        text ===
        'Use left and right to toggle between focused values, press Backspace to remove the currently focused value'
      ) {
        return 'Frecce sinistra e destra per passare da una voce scelta all’altra, Backspace per togliere quella evidenziata.';
      }
      return null;
    }
    case 'notice':
      if (text === 'No options') return 'Nessuna voce corrisponde';
      // Decap's relation fields ("Servizi usati", "Mezzi usati") set their own; react-select's is the other.
      if (text === 'Loading options…' || text === 'Loading...') return 'Caricamento delle voci…';
      return null;
  }
}

/** The counter under a sized text: how many characters, and the range. */
export function charCounter(length: number, { min, max }: { min: number; max: number }): { text: string; ok: boolean } {
  const ok = length >= min && length <= max;
  const range = min > 1 ? `da ${min} a ${max}` : `al massimo ${max}`;
  return { text: `${plural(length, 'carattere', 'caratteri')} (${range})`, ok };
}

/**
 * A sized text out of its range, as the editor refuses it: "Descrizione breve ha 52 caratteri: ne
 * servono da 70 a 160". Null when the length fits, or the text is empty (the required check says that).
 */
export function lengthProblem(
  label: string,
  length: number,
  { min, max }: { min: number; max: number },
): string | null {
  if (length === 0 || (length >= min && length <= max)) return null;
  const has = `${label} ha ${plural(length, 'carattere', 'caratteri')}`;
  if (length > max)
    return min > 1 ? `${has}: ne servono da ${min} a ${max}, accorcialo.` : `${has}: al massimo ${max}, accorcialo.`;
  return `${has}: ne servono da ${min} a ${max}.`;
}

/** The counter under a page text: its words against the minimum. */
export function wordCounter(words: number, min: number): { text: string; ok: boolean } {
  const ok = words >= min;
  const count = plural(words, 'parola', 'parole');
  return {
    text: ok
      ? `${count} in tutto: bastano (almeno ${min})`
      : `${count} in tutto: ne servono almeno ${min}, mancano ${min - words}`,
    ok,
  };
}

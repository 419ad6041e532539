/**
 * Text of the fleet finder of the rental area (issue 12): filters, comparison and the request
 * list. A module of its own so the islands that show it do not carry the whole rental page text.
 */
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/fleetCompare';
import { finderActionText } from './fleetFinderActions';

export const fleetFinderText = {
  filtersTitle: 'Filtra per esigenza',
  height: {
    label: 'Altezza minima',
    any: 'Qualsiasi altezza',
    // Thresholds in metres (lift height, or working height for platforms); each matches some vehicle.
    options: [4, 6, 8, 10, 12, 15, 20],
  },
  capacity: {
    label: 'Portata minima',
    any: 'Qualsiasi portata',
    options: [200, 500, 1000, 2000, 3000, 4000, 5000],
  },
  power: { label: 'Alimentazione', any: 'Tutte' },
  clearFilters: finderActionText.clearFilters,
  /** The one empty state when the chosen filters match nothing (not the category's own). */
  noMatch: {
    title: 'Nessun mezzo corrisponde ai filtri scelti',
    chosen: (filters: readonly string[]) => `Hai scelto: ${filters.join(', ')}. Allarga la ricerca o azzera i filtri.`,
  },
  compare: {
    toggle: finderActionText.compare,
    toggleLabel: finderActionText.compareLabel,
    full: 'Puoi confrontare al massimo tre mezzi: togline uno per aggiungerne un altro.',
    open: 'Confronta i mezzi',
    needMore: 'Scegli almeno due mezzi da confrontare',
    clear: 'Svuota il confronto',
    title: 'Confronto mezzi',
    caption: 'Caratteristiche dei mezzi a confronto, una colonna per mezzo',
    regionLabel: 'Tabella di confronto (scorri in orizzontale)',
    specHeader: 'Caratteristica',
    differs: 'Diverso',
    differsHint: 'Le righe evidenziate e segnate «Diverso» sono quelle in cui i mezzi differiscono.',
    missing: 'Non previsto',
    remove: (name: string) => `Togli ${name} dal confronto`,
    removeShort: 'Togli',
    /** Said politely after "Togli" in the comparison, where focus stays. */
    removed: (name: string, left: number) => `Tolto ${name} dal confronto: ${left} mezzi a confronto.`,
    /** Said by the bar when taking one of two out closes the comparison. */
    closedWithOne: (name: string) =>
      `Tolto ${name} dal confronto: con un solo mezzo il confronto si chiude. Scegline un altro per confrontare.`,
    countSuffix: (max: number) => ` mezzi scelti su ${max}`,
    onlyDifferences: 'Mostra solo le differenze',
    requestRow: 'Richiesta',
  },
  request: {
    add: finderActionText.request,
    added: 'Nella richiesta',
    addLabel: finderActionText.requestLabel,
    open: 'La tua richiesta',
    short: 'Richiesta',
    title: 'La tua richiesta di noleggio',
    intro:
      'I mezzi che hai scelto: li trovi già selezionati nel modulo di richiesta, dove puoi aggiungerne o toglierne altri.',
    empty: 'La richiesta è vuota: aggiungi i mezzi che ti servono dalla flotta.',
    remove: (name: string) => `Togli ${name} dalla richiesta`,
    removed: (name: string, left: number) =>
      left === 0
        ? `Tolto ${name}: la richiesta è vuota.`
        : `Tolto ${name} dalla richiesta: ${left === 1 ? '1 mezzo' : `${left} mezzi`} nella richiesta.`,
    quote: 'Richiedi il preventivo',
    clear: 'Svuota la richiesta',
    count: (count: number) => (count === 1 ? '1 mezzo' : `${count} mezzi`),
  },
  toolbarLabel: 'Confronto e richiesta',
  /** What the bar says after a card's toggle, and how to go on from there. */
  announce: {
    compareAdded: (name: string, count: number) =>
      count < COMPARE_MIN
        ? `Aggiunto al confronto: ${name}. Scegli almeno un altro mezzo, poi apri il confronto con «Confronta» nella barra in basso.`
        : `Aggiunto al confronto: ${name} (${count} di ${COMPARE_MAX}). Apri il confronto con «Confronta» nella barra in basso.`,
    compareRemoved: (name: string) => `Tolto dal confronto: ${name}.`,
    requestAdded: (name: string, count: number) =>
      `Aggiunto alla richiesta: ${name} (${count === 1 ? '1 mezzo' : `${count} mezzi`}). Aprila con «Richiesta» nella barra in basso.`,
    requestRemoved: (name: string) => `Tolto dalla richiesta: ${name}.`,
  },
} as const;

/**
 * Text of the fleet finder of the rental area (issue 12): filters, comparison and the request
 * list. A module of its own so the islands that show it do not carry the whole rental page text.
 */
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
    intro: 'I mezzi che hai scelto: li trovi già selezionati nel modulo di richiesta, dove puoi aggiungerne o toglierne altri.',
    empty: 'La richiesta è vuota: aggiungi i mezzi che ti servono dalla flotta.',
    remove: (name: string) => `Togli ${name} dalla richiesta`,
    quote: 'Richiedi il preventivo',
    clear: 'Svuota la richiesta',
    count: (count: number) => (count === 1 ? '1 mezzo' : `${count} mezzi`),
  },
  toolbarLabel: 'Confronto e richiesta',
} as const;

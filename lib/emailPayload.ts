/**
 * What the two mail forms send (docs/product.md, "What the forms send"): the wizard's template_params with its
 * dettagli_completi text block, and the anonymous report's five params, nothing more.
 */
import {
  budgetBands,
  optionLabel,
  preferredContacts,
  projectTypes,
  rentalDurations,
  requestTypes,
  timelines,
} from '@/content/wizard';
import { report } from '@/content/report';
import { formatReportTimestamp, isoDateToItalian } from './reportTimestamp';
import type { WizardState } from './wizardValidation';

/** Names of what step 1 selected, looked up by the caller from services and fleet data. */
export interface SelectionNames {
  serviceTitle?: string;
  /** Every vehicle of a rental request, in the order chosen (one for a one-vehicle request). */
  vehicles?: readonly { name: string; categoryName: string }[];
}

/** The vehicles' names as one line: 'A' or 'A, B'. */
export function vehicleNamesText(names: SelectionNames): string {
  return (names.vehicles ?? []).map((vehicle) => vehicle.name).join(', ');
}

/**
 * The vehicle lines of dettagli_completi. One vehicle keeps the lines the company's mail has
 * always had; several are listed one a line, so the same template names them all.
 */
function vehicleLines(names: SelectionNames): string[] {
  const vehicles = names.vehicles ?? [];
  if (vehicles.length <= 1) {
    return [
      `Mezzo: ${orNotGiven(vehicles[0]?.name ?? '')}`,
      `Categoria: ${orNotGiven(vehicles[0]?.categoryName ?? '')}`,
    ];
  }
  return [
    `Mezzi richiesti: ${vehicles.length}`,
    ...vehicles.map((vehicle, index) => `${index + 1}. ${vehicle.name} (${vehicle.categoryName})`),
  ];
}

export interface WizardTemplateParams {
  nome: string;
  email: string;
  telefono: string;
  tipo: 'Servizio' | 'Noleggio';
  messaggio: string;
  dettagli_completi: string;
  [key: string]: string;
}

export interface ReportTemplateParams {
  to_email: string;
  from_name: string;
  subject: string;
  message: string;
  timestamp: string;
  [key: string]: string;
}

const NOT_GIVEN = 'Non indicato';
const orNotGiven = (value: string) => value.trim() || NOT_GIVEN;

export function requestTypeMailLabel(state: WizardState): 'Servizio' | 'Noleggio' {
  return state.requestType === 'rental' ? 'Noleggio' : 'Servizio';
}

/** The readable text block of the whole request. */
export function buildDettagliCompleti(state: WizardState, names: SelectionNames): string {
  const type = state.requestType === 'rental' ? 'rental' : 'service';
  const lines: string[] = [
    `TIPO DI RICHIESTA: ${optionLabel(requestTypes, type)}`,
    '',
    'DATI DI CONTATTO',
    `Nome: ${state.firstName.trim()} ${state.lastName.trim()}`,
    `Email: ${state.email.trim()}`,
    `Telefono: ${state.phone.trim()}`,
    `Azienda: ${orNotGiven(state.company)}`,
    `Ruolo: ${orNotGiven(state.position)}`,
    `Contatto preferito: ${optionLabel(preferredContacts, state.preferredContact)}`,
    '',
  ];
  if (type === 'service') {
    lines.push(
      'DETTAGLI DEL SERVIZIO',
      `Servizio: ${orNotGiven(names.serviceTitle ?? '')}`,
      `Tipo di progetto: ${orNotGiven(optionLabel(projectTypes, state.projectType))}`,
      `Tempistica prevista: ${orNotGiven(optionLabel(timelines, state.timeline))}`,
    );
  } else {
    const flexible = state.rentalDuration === 'flessibile';
    lines.push(
      'DETTAGLI DEL NOLEGGIO',
      ...vehicleLines(names),
      `Durata del noleggio: ${orNotGiven(optionLabel(rentalDurations, state.rentalDuration))}`,
      `Data di inizio: ${orNotGiven(isoDateToItalian(state.startDate))}`,
      `Data di fine: ${flexible ? 'Da definire (durata flessibile)' : orNotGiven(isoDateToItalian(state.endDate))}`,
    );
  }
  lines.push(
    `Budget indicativo: ${state.budget ? optionLabel(budgetBands[type], state.budget) : NOT_GIVEN}`,
    '',
    'NOTE AGGIUNTIVE',
    orNotGiven(state.details),
    '',
    'MESSAGGIO',
    state.message.trim(),
  );
  return lines.join('\n');
}

/** Exactly the six params of the wizard's template. Text is sent as typed (trimmed): plain text. */
export function buildWizardTemplateParams(state: WizardState, names: SelectionNames): WizardTemplateParams {
  return {
    nome: `${state.firstName.trim()} ${state.lastName.trim()}`,
    email: state.email.trim(),
    telefono: state.phone.trim(),
    tipo: requestTypeMailLabel(state),
    messaggio: state.message.trim(),
    dettagli_completi: buildDettagliCompleti(state, names),
  };
}

/** Subject of the same request sent from the visitor's own mail app. */
export function wizardMailSubject(state: WizardState, names: SelectionNames): string {
  const what = state.requestType === 'rental' ? vehicleNamesText(names) : names.serviceTitle;
  return `Richiesta di preventivo - ${requestTypeMailLabel(state)}${what ? `: ${what}` : ''}`;
}

/** Exactly the five params of the report (docs/product.md, decision "anonymity"): nothing about the sender. */
export function buildReportTemplateParams(
  input: { subject: string; message: string },
  now: Date,
): ReportTemplateParams {
  return {
    to_email: report.recipient,
    from_name: report.fromName,
    subject: input.subject.trim(),
    message: input.message.trim(),
    timestamp: formatReportTimestamp(now),
  };
}

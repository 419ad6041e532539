'use client';

import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { pages } from '@/content/pages';
import {
  budgetBands,
  optionLabel,
  preferredContacts,
  projectTypes,
  rentalDurations,
  requestTypes,
  timelines,
  WIZARD_LIMITS,
} from '@/content/wizard';
import { isoDateToItalian } from '@/lib/reportTimestamp';
import { CheckboxField } from '@/components/ui/fields/CheckboxField';
import { Honeypot } from '@/components/ui/fields/Honeypot';
import { TextAreaField } from '@/components/ui/fields/TextAreaField';
import { FullRow } from '@/components/ui/fields/layout';
import type { StepProps } from './types';
import styles from './RequestWizard.module.css';

interface StepConfirmProps extends StepProps {
  selectionLabel: string;
  /** The chosen service's or vehicle's own page: the recap links it (new tab, the draft stays where it is). */
  selectionHref?: string;
  /** Every vehicle of a rental request; two or more are listed one a line, each linked to its page. */
  vehicles?: readonly { id: string; name: string; href?: string }[];
  honeypot: string;
  onHoneypot: (value: string) => void;
}

/** Step 4, Conferma: a recap of everything, the message and the privacy acceptance. */
export function StepConfirm({
  state,
  errors,
  update,
  selectionLabel,
  selectionHref,
  vehicles = [],
  honeypot,
  onHoneypot,
}: StepConfirmProps) {
  const type = state.requestType === 'rental' ? 'rental' : 'service';
  const several = type === 'rental' && vehicles.length > 1;
  const rows: [string, ReactNode][] = [
    ['Tipo di richiesta', optionLabel(requestTypes, type)],
    several
      ? [
          `Mezzi (${vehicles.length})`,
          <ul key="mezzi">
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <PageLink label={vehicle.name} href={vehicle.href} />
              </li>
            ))}
          </ul>,
        ]
      : [
          type === 'rental' ? 'Mezzo' : 'Servizio',
          <PageLink key="scelta" label={selectionLabel} href={selectionHref} />,
        ],
    ...(type === 'service'
      ? ([
          ['Tipo di progetto', optionLabel(projectTypes, state.projectType)],
          ['Tempistica', optionLabel(timelines, state.timeline)],
        ] as [string, string][])
      : ([
          ['Durata', optionLabel(rentalDurations, state.rentalDuration)],
          [
            'Periodo',
            state.rentalDuration === 'flessibile'
              ? `dal ${isoDateToItalian(state.startDate)}`
              : `dal ${isoDateToItalian(state.startDate)} al ${isoDateToItalian(state.endDate)}`,
          ],
        ] as [string, string][])),
    ['Budget', state.budget ? optionLabel(budgetBands[type], state.budget) : 'Non indicato'],
    ['Nome', `${state.firstName.trim()} ${state.lastName.trim()}`],
    ['Email', state.email.trim()],
    ['Telefono', state.phone.trim()],
    ['Azienda', state.company.trim() || 'Non indicata'],
    ['Ruolo', state.position.trim() || 'Non indicato'],
    ['Contatto preferito', optionLabel(preferredContacts, state.preferredContact)],
  ];

  return (
    <div className={styles.stack}>
      <dl className={styles.recap}>
        {rows.map(([term, value]) => (
          <div key={term} data-wide={typeof value === 'string' ? undefined : ''}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {state.details.trim() ? (
          <div data-wide>
            <dt>Dettagli aggiuntivi</dt>
            <dd>{state.details.trim()}</dd>
          </div>
        ) : null}
      </dl>
      <FullRow>
        <TextAreaField
          id="wizard-message"
          label="Messaggio"
          hint="Raccontaci in breve la tua esigenza."
          required
          maxLength={WIZARD_LIMITS.message}
          value={state.message}
          error={errors.message}
          onChange={(value) => update('message', value)}
        />
      </FullRow>
      <CheckboxField
        id="wizard-privacy"
        required
        checked={state.privacy}
        error={errors.privacy}
        onChange={(checked) => update('privacy', checked)}
        label={
          <>
            Ho letto l’
            <SiteLink href={pages.privacy.path} target="_blank" rel="noopener">
              informativa sulla privacy (si apre in una nuova scheda)
            </SiteLink>{' '}
            e acconsento al trattamento dei miei dati per rispondere alla richiesta.
          </>
        }
      />
      <Honeypot id="wizard-website" value={honeypot} onChange={onHoneypot} />
    </div>
  );
}

/** A chosen service or vehicle, linked to its own page when it has one (new tab: the draft stays where it is). */
function PageLink({ label, href }: { label: string; href?: string }) {
  if (!href) return <>{label}</>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> (si apre in una nuova scheda)</span>
    </a>
  );
}

'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Callout, calloutClass } from '@/components/ui/Callout';
import { FormActions, FormError, FormPanel } from '@/components/ui/FormPanel';
import { focusInView } from '@/components/ui/focusInView';
import { useHydrated } from '@/components/ui/useHydrated';
import { replaceHistoryUrl } from '@/components/ui/historyUrl';
import { CheckboxField } from '@/components/ui/fields/CheckboxField';
import { SelectField } from '@/components/ui/fields/SelectField';
import { TextAreaField } from '@/components/ui/fields/TextAreaField';
import { TextField } from '@/components/ui/fields/TextField';
import { FieldGrid, focusFirstInvalid } from '@/components/ui/fields/layout';
import { careersForm, type ApplicationType } from '@/content/careersForm';
import {
  initialCareersState,
  validateApplication,
  type CareersErrors,
  type CareersField,
  type CareersFormState,
} from '@/lib/careersValidation';
import { isOpenOn, POSITION_PARAM, romeDay } from '@/lib/positions';
import { useRomeDay } from './positions/useRomeDay';
import styles from './CareersForm.module.css';

/** A position open on the site, as the form offers it. */
export interface OfferedPosition {
  slug: string;
  title: string;
  validThrough?: string;
}

/** docs/product.md, "Fixed figures": the success notice and the form clear after 3 seconds. */
export const CAREERS_RESET_MS = 3000;

type Status = 'idle' | 'preparing' | 'success' | 'error';

/** The applicant's name and contacts, in their order; each one's id is `careers-<field>`. */
const contactFields = [
  { field: 'nome', autoComplete: 'given-name' },
  { field: 'cognome', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'telefono', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The application form: no network call. It opens the visitor's mail client with a prefilled
 * e-mail to HR (docs/product.md, "What the forms send"); the CV is attached by hand. privacyHref comes from the server
 * (ApplySection), so the island's script carries no page list.
 */
export function CareersForm({
  hrEmail,
  privacyHref,
  positions = [],
}: {
  hrEmail: string;
  privacyHref: string;
  /** The positions open at the build (content/positions/); those closed since are left out in the browser. */
  positions?: readonly OfferedPosition[];
}) {
  const hydrated = useHydrated();
  const today = useRomeDay();
  const open = positions.filter((position) => today === null || isOpenOn(position.validThrough, today));
  const types = open.length > 0 ? careersForm.types : careersForm.types.filter((type) => type.value !== 'posizione');
  const [state, setState] = useState<CareersFormState>(initialCareersState);
  const [errors, setErrors] = useState<CareersErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [longBody, setLongBody] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  const { form } = careersForm;

  useEffect(() => {
    if (focusInvalid.current) {
      focusFirstInvalid(formRef.current);
      focusInvalid.current = false;
    }
  });

  // "Candidati" on a position's page (?posizione=<slug>#candidatura): that position, already chosen.
  // Applied once, then the query leaves the address, as the wizard does with its presets.
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get(POSITION_PARAM);
    if (slug === null) return;
    if (positions.some((position) => position.slug === slug && isOpenOn(position.validThrough, romeDay()))) {
      setState((current) => ({ ...current, tipoCandidatura: 'posizione', posizione: slug }));
      // Arrived from "Candidati": focus on the form's title, so the next Tab is its first field.
      const title = document.getElementById('candidatura-titolo');
      title?.setAttribute('tabindex', '-1');
      focusInView(title, 'start');
    }
    replaceHistoryUrl(`${window.location.pathname}${window.location.hash}`);
  }, [positions]);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => {
      setState(initialCareersState);
      setErrors({});
      setStatus('idle');
    }, CAREERS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = <K extends CareersField>(field: K, value: CareersFormState[K]) => {
    setState((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (
        !(field in current) &&
        !(field === 'tipoCandidatura' && ('posizioneLinkedin' in current || 'posizione' in current))
      )
        return current;
      const next = { ...current };
      delete next[field];
      if (field === 'tipoCandidatura') {
        delete next.posizioneLinkedin;
        delete next.posizione;
      }
      return next;
    });
    if (status === 'error') setStatus('idle');
  };

  // The text too long for a mail link goes to the clipboard, at once and again on "Copia".
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'preparing') return;
    const found = validateApplication(
      state,
      open.map((position) => position.slug),
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusInvalid.current = true;
      return;
    }
    setStatus('preparing');
    let link;
    try {
      // The e-mail builder is needed only now: fetched on send, it stays out of the page's first load.
      const { buildCareersMailto, openMailClient } = await import('@/lib/careersMail');
      const chosen = open.find((position) => position.slug === state.posizione);
      link = buildCareersMailto(
        { ...state, posizione: state.tipoCandidatura === 'posizione' ? chosen?.title : undefined },
        new Date(),
        hrEmail,
      );
      openMailClient(link.href);
    } catch {
      setStatus('error');
      return;
    }
    if (!link.complete) {
      setLongBody(link.body);
      setCopied(false);
      copy(link.body);
    }
    setStatus('success');
  }

  const linkedin = state.tipoCandidatura === 'linkedin';
  const onSite = state.tipoCandidatura === 'posizione' && open.length > 0;

  return (
    <div className={styles.form}>
      <div className={styles.live} aria-live="polite">
        {status === 'success' ? (
          <Callout role="status" tone="success" className={styles.success}>
            <strong>{careersForm.success.title}</strong>
            <p>{careersForm.success.text}</p>
          </Callout>
        ) : null}
      </div>
      {status === 'error' ? (
        <FormError>
          <p>
            {careersForm.error} <a href={`mailto:${hrEmail}`}>{hrEmail}</a>
          </p>
        </FormError>
      ) : null}
      {longBody ? (
        <section
          className={calloutClass({ tone: 'note', framed: true }, styles.longBody)}
          aria-labelledby="careers-long-title"
        >
          <h3 id="careers-long-title">{careersForm.tooLong.title}</h3>
          <p>{careersForm.tooLong.text}</p>
          <label htmlFor="careers-long-text" className="visually-hidden">
            Testo completo della candidatura
          </label>
          <textarea id="careers-long-text" readOnly rows={6} value={longBody} />
          <FormActions variant="tight">
            <Button type="button" data-variant="secondary" onClick={() => copy(longBody)}>
              {copied ? careersForm.tooLong.copied : careersForm.tooLong.copy}
            </Button>
            <Button type="button" data-variant="ghost" onClick={() => setLongBody(null)}>
              Chiudi
            </Button>
          </FormActions>
        </section>
      ) : null}

      <FormPanel
        ref={formRef}
        gap="lg"
        noValidate
        aria-labelledby="candidatura-titolo"
        onSubmit={(event) => void onSubmit(event)}
      >
        <FieldGrid>
          {contactFields.map(({ field, ...props }) => (
            <TextField
              key={field}
              id={`careers-${field}`}
              label={form[field]}
              {...props}
              required
              maxLength={careersForm.limits.short}
              value={state[field]}
              error={errors[field]}
              onChange={(v) => update(field, v)}
            />
          ))}
        </FieldGrid>
        <SelectField
          id="careers-tipoCandidatura"
          label={form.tipoCandidatura}
          required
          value={state.tipoCandidatura}
          error={errors.tipoCandidatura}
          options={types}
          onChange={(value) => update('tipoCandidatura', value as ApplicationType)}
        />
        {linkedin ? (
          <TextField
            id="careers-posizioneLinkedin"
            label={form.posizioneLinkedin}
            hint={form.posizioneHint}
            required
            maxLength={careersForm.limits.short}
            value={state.posizioneLinkedin}
            error={errors.posizioneLinkedin}
            onChange={(v) => update('posizioneLinkedin', v)}
          />
        ) : null}
        {onSite ? (
          <SelectField
            id="careers-posizione"
            label={form.posizione}
            required
            placeholder={form.posizioneScegli}
            value={state.posizione}
            error={errors.posizione}
            options={open.map((position) => ({ value: position.slug, label: position.title }))}
            onChange={(value) => update('posizione', value)}
          />
        ) : null}
        <TextAreaField
          id="careers-messaggio"
          label={form.messaggio}
          required
          rows={8}
          maxLength={careersForm.limits.messaggio}
          value={state.messaggio}
          error={errors.messaggio}
          onChange={(v) => update('messaggio', v)}
        />
        <CheckboxField
          id="careers-privacy"
          required
          checked={state.privacy}
          error={errors.privacy}
          onChange={(checked) => update('privacy', checked)}
          label={
            <>
              {form.privacyBefore}
              <SiteLink href={privacyHref}>{form.privacyLink}</SiteLink>
              {form.privacyAfter}
            </>
          }
        />
        <div>
          {/* Disabled until hydrated: a native submit would put the applicant's data in the URL.
              While preparing only aria-disabled (onSubmit ignores it), so focus stays on it. */}
          <Button
            type="submit"
            data-variant="primary"
            disabled={!hydrated}
            aria-disabled={status === 'preparing' || undefined}
            aria-describedby={hydrated ? undefined : 'careers-noscript'}
          >
            {status === 'preparing' ? form.preparing : form.submit}
          </Button>
          {hydrated ? null : (
            <p className={styles.noScriptHint} id="careers-noscript">
              {form.noScript} <a href={`mailto:${hrEmail}`}>{hrEmail}</a>.
            </p>
          )}
        </div>
      </FormPanel>
    </div>
  );
}

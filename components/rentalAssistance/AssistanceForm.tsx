'use client';

import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormActions } from '@/components/ui/FormPanel';
import { SiteLink } from '@/components/ui/SiteLink';
import { CheckboxField } from '@/components/ui/fields/CheckboxField';
import { ChoiceGroup } from '@/components/ui/fields/ChoiceGroup';
import { Honeypot } from '@/components/ui/fields/Honeypot';
import { focusFirstInvalid } from '@/components/ui/fields/layout';
import { useHydrated } from '@/components/ui/useHydrated';
import { PendingQuoteRequests } from '@/components/wizard/PendingQuoteRequests';
import { SendFailureAlert, sendFailure, type SendFailure } from '@/components/wizard/SendFailureAlert';
import { SentQuoteRequests } from '@/components/wizard/SentQuoteRequests';
import { WizardSaved, type SavedReason } from '@/components/wizard/WizardSaved';
import { assistanceFields, assistanceText, ASSISTANCE_TYPES, type AssistanceType } from '@/content/assistanceForm';
import { company } from '@/content/company';
import { wizardText } from '@/content/wizardText';
import {
  assistanceDetails,
  assistanceMailSubject,
  assistanceSummary,
  buildAssistanceParams,
  initialAssistanceState,
  trimmedAssistance,
  validateAssistance,
  type AssistanceErrors,
  type AssistanceField,
  type AssistanceNames,
  type AssistanceState,
} from '@/lib/assistanceRequest';
import { buildMailto } from '@/lib/mailto';
import { hasPendingFlag } from '@/lib/offline/quoteFlag';
import { newRequestId, type QueuedRequest } from '@/lib/offline/quoteQueue';
import { sendOrKeep } from '@/lib/offline/sendOrKeep';
import { localIsoDate } from '@/lib/formRules';
import { AssistanceSuccess } from './AssistanceSuccess';
import { ContactFields, MachineFields, RequestFields } from './AssistanceFields';
import { clearAssistanceDraft, useAssistanceDraft } from './useAssistanceDraft';
import styles from './AssistanceForm.module.css';

/** The office's words for the page (content/rental-assistance.json), handed over by the page. */
export interface AssistanceFormText {
  types: Record<AssistanceType, { label: string; description: string }>;
  success: { title: string; text: string };
}

interface AssistanceFormProps {
  text: AssistanceFormText;
  /** The fleet, as the select lists it: slug and name. */
  machines: readonly { value: string; label: string }[];
  /** id of the heading that names the form. */
  labelledBy: string;
  privacyHref: string;
  rentalHref: string;
}

type Status = 'editing' | 'sending' | 'sent' | 'saved';

/**
 * A customer's request about a machine on rent (issue 69): a breakdown, an extension, a pickup or
 * anything else, on one page. It sends and keeps requests exactly as the request wizard does
 * (components/wizard/RequestWizard.tsx): through the mail service with its own template, kept on
 * the device and sent once when the connection returns, the same messages on failure, and the
 * visitor's own mail app when online sending is not there.
 */
export function AssistanceForm({ text, machines, labelledBy, privacyHref, rentalHref }: AssistanceFormProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('editing');
  const [errors, setErrors] = useState<AssistanceErrors>({});
  const [sendError, setSendError] = useState<SendFailure | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<{ request: QueuedRequest; reason?: SavedReason } | null>(null);
  const slugs = useMemo(() => machines.map((machine) => machine.value), [machines]);
  const { state, setState } = useAssistanceDraft(slugs, status === 'sent' || status === 'saved');
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  /** One code per request: a retry after a failure, or its mail-app copy, keeps it. */
  const codeRef = useRef<string | null>(null);
  const focusInvalid = useRef(false);
  const today = localIsoDate();

  useLayoutEffect(() => {
    if (focusInvalid.current) focusFirstInvalid(formRef.current);
    focusInvalid.current = false;
  });

  const update = useCallback(
    <K extends AssistanceField>(field: K, value: AssistanceState[K]) => {
      setState((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
      setSendError(null);
      codeRef.current = null;
    },
    [setState],
  );

  const names = (request: AssistanceState): AssistanceNames => ({
    typeLabel: request.type ? text.types[request.type].label : '',
    machineName: machines.find((machine) => machine.value === request.machine)?.label ?? '',
  });

  async function submit() {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSendError(null);
    setStatus('sending');
    const request = trimmedAssistance(state);
    const code = (codeRef.current ??= newRequestId());
    const params = buildAssistanceParams(request, names(request), code);
    const queued: QueuedRequest = {
      id: code,
      params,
      summary: assistanceSummary(names(request)),
      createdAt: new Date().toISOString(),
      attempts: 1,
      form: 'assistance',
    };
    const sending = await sendOrKeep(queued, { bot: honeypot.trim() !== '' });
    sendingRef.current = false;
    if (sending.kind !== 'failed') {
      clearAssistanceDraft();
      setOutcome({ request: queued, reason: sending.kind === 'saved' ? sending.reason : undefined });
      setStatus(sending.kind);
      return;
    }
    setStatus('editing');
    setSendError(sendFailure(sending.result));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const found = validateAssistance(state, localIsoDate());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusInvalid.current = true;
      return;
    }
    void submit();
  }

  function another() {
    setState(initialAssistanceState);
    setErrors({});
    setOutcome(null);
    codeRef.current = null;
    setStatus('editing');
  }

  if (status === 'sent' && outcome) {
    return (
      <AssistanceSuccess
        title={text.success.title}
        text={text.success.text}
        code={outcome.request.id}
        summary={outcome.request.summary}
        onAnother={another}
        rentalHref={rentalHref}
      />
    );
  }
  if (status === 'saved' && outcome) return <WizardSaved request={outcome.request} reason={outcome.reason} />;

  const request = trimmedAssistance(state);
  const mailto =
    sendError?.fallback && codeRef.current
      ? buildMailto(
          company.email.info,
          assistanceMailSubject(names(request)),
          assistanceDetails(request, names(request), codeRef.current),
          wizardText.mailFallbackCutNote,
        )
      : null;
  const fields = { state, errors, update, today };

  return (
    <form ref={formRef} className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      {hydrated && hasPendingFlag() ? <PendingQuoteRequests heading="h3" /> : null}
      {hydrated ? <SentQuoteRequests /> : null}
      <ChoiceGroup
        id="assistenza-type"
        name="type"
        legend={assistanceFields.type}
        required
        value={state.type}
        error={errors.type}
        onChange={(value) => {
          const type = ASSISTANCE_TYPES.find((known) => known === value);
          if (type) update('type', type);
        }}
        options={ASSISTANCE_TYPES.map((type) => ({ value: type, ...text.types[type] }))}
      />
      <MachineFields {...fields} machines={machines} />
      <RequestFields {...fields} />
      <ContactFields {...fields} />
      <CheckboxField
        id="assistenza-privacy"
        required
        checked={state.privacy}
        error={errors.privacy}
        onChange={(checked) => update('privacy', checked)}
        label={
          <>
            {assistanceFields.privacyBefore}
            <SiteLink href={privacyHref}>{assistanceFields.privacyLink}</SiteLink>
            {assistanceFields.privacyAfter}
          </>
        }
      />
      <Honeypot id="assistenza-website" value={honeypot} onChange={setHoneypot} />
      {sendError ? <SendFailureAlert message={sendError.message} mailto={mailto} /> : null}
      <FormActions>
        {/* Disabled until hydrated: a native submit could put the fields in the URL. While sending
            only aria-disabled (onSubmit ignores it), so the keyboard user's focus stays on it. */}
        <Button
          type="submit"
          data-variant="primary"
          className={styles.submit}
          disabled={!hydrated}
          aria-disabled={status === 'sending' || undefined}
          aria-busy={status === 'sending' || undefined}
        >
          {status === 'sending' ? assistanceText.sending : assistanceText.submit}
        </Button>
      </FormActions>
    </form>
  );
}

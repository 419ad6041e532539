'use client';

import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type FormEvent,
} from 'react';
import { Button } from '@/components/ui/Button';
import { FormActions, FormPanel } from '@/components/ui/FormPanel';
import { company } from '@/content/company';
import { WIZARD_STEP_COUNT, wizardSteps, wizardText, type RequestType } from '@/content/wizard';
import { clearRequestList } from '@/components/rental/finder/stores';
import {
  buildWizardTemplateParams,
  buildDettagliCompleti,
  vehicleNamesText,
  wizardMailSubject,
  type SelectionNames,
} from '@/lib/emailPayload';
import { buildMailto } from '@/lib/mailto';
import { newRequestId, withRequestId, type QueuedRequest } from '@/lib/offline/quoteQueue';
import { sendOrKeep } from '@/lib/offline/sendOrKeep';
import type { WizardOptions } from '@/lib/wizardOptions';
import {
  clearFieldError,
  hasErrors,
  localIsoDate,
  trimmedState,
  validateStep,
  withRequestType,
  type WizardErrors,
  type WizardField,
  type WizardState,
  type WizardStep,
} from '@/lib/wizardValidation';
import { focusFirstInvalid } from '@/components/ui/fields/layout';
import { SendFailureAlert, sendFailure, type SendFailure } from './SendFailureAlert';
import { StepConfirm } from './StepConfirm';
import { StepContact } from './StepContact';
import { StepDetails } from './StepDetails';
import { chosenVehicles, StepSelection } from './StepSelection';
import { useWizardDraft } from './useWizardDraft';
import { WizardProgress } from './WizardProgress';
import { WizardSuccess } from './WizardSuccess';
import { WizardSaved, type SavedReason } from './WizardSaved';
import { SentQuoteRequests } from './SentQuoteRequests';
import { PendingQuoteRequests } from './PendingQuoteRequests';
import { hasPendingFlag } from '@/lib/offline/quoteFlag';
import { useHydrated } from '@/components/ui/useHydrated';
import { focusInView } from '@/components/ui/focusInView';
import styles from './RequestWizard.module.css';

type Status = 'editing' | 'sending' | 'sent' | 'saved';
interface RequestWizardProps {
  options: WizardOptions;
  /** id of the heading that names the wizard's form. */
  labelledBy: string;
}

/**
 * The four-step request wizard (docs/product.md: "Behaviour", "Validation", "What the forms send", "Messages"; decision "nothing typed is lost").
 * Opens preset from a quoteRequestHref link; keeps a draft in sessionStorage until it is sent.
 */
export function RequestWizard({ options, labelledBy }: RequestWizardProps) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<WizardErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [sendError, setSendError] = useState<SendFailure | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [saved, setSaved] = useState<{ request: QueuedRequest; reason: SavedReason } | null>(null);
  const [sent, setSent] = useState<{ code: string; summary: string } | null>(null);
  const { step, setStep, state, setState, restored, discard, clearDraft } = useWizardDraft(
    options,
    status === 'sent' || status === 'saved',
  );
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sendingRef = useRef(false);
  const pendingFocus = useRef<'heading' | 'invalid' | null>(null);
  const today = localIsoDate();

  // Move focus after a step change or a failed validation, once the new markup is there.
  // A new step's heading is placed by hand, before paint, at the top below the sticky header
  // (html scroll-padding-top): focus() alone scrolls only if the heading is out of view, and
  // one half under the header counts as in view. No smooth scroll is running to undo it: page
  // scrolling is instant while focus is in a form (components/theme/global.css, issue 23).
  useLayoutEffect(() => {
    const heading = headingRef.current;
    if (pendingFocus.current === 'heading') focusInView(heading, 'start');
    if (pendingFocus.current === 'invalid') focusFirstInvalid(formRef.current);
    pendingFocus.current = null;
  });

  const update = useCallback(
    <K extends WizardField>(field: K, value: WizardState[K]) => {
      setState((current) => ({ ...current, [field]: value }));
      setErrors((current) => clearFieldError(current, field));
    },
    [setState],
  );

  const onRequestType = useCallback(
    (type: RequestType) => {
      setState((current) => withRequestType(current, type));
      setErrors((current) => clearFieldError(current, 'requestType'));
    },
    [setState],
  );

  const goTo = (target: WizardStep) => {
    setErrors({});
    setSendError(null);
    setStep(target);
    pendingFocus.current = 'heading';
  };

  const names = selectionNames(state, options);
  const selectionLabel = (state.requestType === 'rental' ? vehicleNamesText(names) : names.serviceTitle) ?? '';
  const selectionHref =
    state.requestType === 'rental'
      ? options.vehicles.find((item) => String(item.id) === state.vehicleType)?.path
      : options.services.find((item) => String(item.id) === state.selectedService)?.path;
  async function submit() {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSendError(null);
    setStatus('sending');
    const finalState = trimmedState(state);
    const id = newRequestId();
    const params = withRequestId(buildWizardTemplateParams(finalState, names), id);
    const request: QueuedRequest = {
      id,
      params,
      summary: wizardMailSubject(finalState, names),
      createdAt: new Date().toISOString(),
      attempts: 1,
    };
    const outcome = await sendOrKeep(request, { bot: honeypot.trim() !== '' });
    sendingRef.current = false;
    if (outcome.kind === 'saved') {
      // Saved, not sent: the request list of the fleet stays until the request really leaves.
      clearDraft();
      setSaved({ request, reason: outcome.reason });
      setStatus('saved');
      return;
    }
    if (outcome.kind === 'sent') {
      clearDraft();
      // The request list has been asked for: it empties (after a failure it stays).
      if (finalState.requestType === 'rental') clearRequestList();
      setSent({ code: id, summary: request.summary });
      setStatus('sent');
      return;
    }
    setStatus('editing');
    setSendError(sendFailure(outcome.result));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    const found = validateStep(step, state, localIsoDate());
    if (hasErrors(found)) {
      setErrors(found);
      pendingFocus.current = 'invalid';
      return;
    }
    if (step < WIZARD_STEP_COUNT) goTo((step + 1) as WizardStep);
    else void submit();
  }

  function startOver() {
    discard();
    setErrors({});
    setSendError(null);
    pendingFocus.current = 'heading';
  }

  if (status === 'sent') return <WizardSuccess rental={state.requestType === 'rental'} sent={sent} />;
  if (status === 'saved' && saved) return <WizardSaved request={saved.request} reason={saved.reason} />;

  const stepName = wizardSteps[step - 1] ?? '';
  const mailto = sendError?.fallback
    ? buildMailto(
        company.email.info,
        wizardMailSubject(state, names),
        buildDettagliCompleti(trimmedState(state), names),
        wizardText.mailFallbackCutNote,
      )
    : null;

  return (
    <FormPanel
      ref={formRef}
      gap="xl"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onFocus={revealField}
      data-step={step}
    >
      {/* Requests saved on an earlier visit, still waiting: the visitor sees them and can cancel. */}
      {hydrated && hasPendingFlag() ? (
        <PendingQuoteRequests heading="h3" onEmptied={() => headingRef.current?.focus()} />
      ) : null}
      {/* Says when one of those leaves while the page is open, instead of its line just vanishing. */}
      {hydrated ? <SentQuoteRequests /> : null}

      <WizardProgress step={step} />

      {restored ? (
        <div className={styles.notice}>
          <p>{wizardText.draftRestored}</p>
          <button type="button" className={styles.linkButton} onClick={startOver}>
            {wizardText.draftDiscard}
          </button>
        </div>
      ) : null}

      <h4 ref={headingRef} tabIndex={-1} className={`${styles.title} ${styles.stepTitle}`}>
        <small>{wizardText.stepOf(step)}</small> {stepName}
      </h4>

      {step === 1 ? (
        <StepSelection state={state} errors={errors} options={options} update={update} onRequestType={onRequestType} />
      ) : null}
      {step === 2 ? (
        <StepDetails
          state={state}
          errors={errors}
          options={options}
          update={update}
          today={today}
          selectionLabel={selectionLabel}
          onEdit={() => goTo(1)}
        />
      ) : null}
      {step === 3 ? <StepContact state={state} errors={errors} options={options} update={update} /> : null}
      {step === 4 ? (
        <StepConfirm
          state={state}
          errors={errors}
          options={options}
          update={update}
          selectionLabel={selectionLabel}
          selectionHref={selectionHref}
          vehicles={names.vehicles}
          honeypot={honeypot}
          onHoneypot={setHoneypot}
        />
      ) : null}

      {step === 4 && sendError ? <SendFailureAlert message={sendError.message} mailto={mailto} /> : null}

      <FormActions variant="split">
        <Button
          type="button"
          data-variant="ghost"
          disabled={step === 1 || status === 'sending'}
          onClick={() => goTo((step - 1) as WizardStep)}
        >
          {wizardText.back}
        </Button>
        {/* Disabled until hydrated: a native submit before the script could put the fields in the URL.
            While sending it is only aria-disabled (onSubmit ignores it): a disabled button would
            drop the keyboard user's focus to <body>. */}
        <Button
          type="submit"
          data-variant="primary"
          disabled={!hydrated}
          aria-disabled={status === 'sending' || undefined}
          aria-busy={status === 'sending' || undefined}
        >
          {step < WIZARD_STEP_COUNT ? wizardText.next : status === 'sending' ? wizardText.sending : wizardText.submit}
        </Button>
      </FormActions>
    </FormPanel>
  );
}

/**
 * Brings a focused field wholly into view. Chrome scrolls a text field only as far as its caret:
 * a field half under the window's edge, or under the floating "back to top" button, stays there
 * while the visitor types into it. 'nearest' does nothing for a field already in view, and keeps
 * clear of the sticky header and the button (html scroll-padding); instant, so it never becomes
 * a second smooth scroll racing the browser's own.
 */
function revealField(event: ReactFocusEvent<HTMLFormElement>) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
    field.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }
}

function selectionNames(state: WizardState, options: WizardOptions) {
  const service = options.services.find((item) => String(item.id) === state.selectedService);
  // Every vehicle of a rental, each with its own page: step 4 lists two or more.
  return { serviceTitle: service?.title, vehicles: chosenVehicles(state, options) } satisfies SelectionNames;
}

'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertTriangle, CheckCircle2, Mail } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Button, ButtonLink } from '@/components/ui/Button';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { WIZARD_STEP_COUNT, wizardSteps, wizardText, type RequestType } from '@/content/wizard';
import { buildWizardTemplateParams, buildDettagliCompleti, wizardMailSubject, type SelectionNames } from '@/lib/emailPayload';
import { buildMailto } from '@/lib/mailto';
import { sendMail, wizardErrorMessage } from '@/lib/mailService';
import { parseQuotePreset } from '@/lib/quoteLinks';
import type { WizardOptions } from '@/lib/wizardOptions';
import {
  clearFieldError,
  hasErrors,
  initialWizardState,
  localIsoDate,
  parseDraft,
  trimmedState,
  validateStep,
  withRequestType,
  type WizardErrors,
  type WizardField,
  type WizardState,
  type WizardStep,
} from '@/lib/wizardValidation';
import { focusFirstInvalid } from './fields/layout';
import { StepConfirm } from './StepConfirm';
import { StepContact } from './StepContact';
import { StepDetails } from './StepDetails';
import { StepSelection } from './StepSelection';

export const WIZARD_DRAFT_KEY = 'gielle.request-draft';

type Status = 'editing' | 'sending' | 'sent';
interface SendError {
  message: string;
  /** Offer the same request through the visitor's own mail app. */
  fallback: boolean;
}

interface RequestWizardProps {
  options: WizardOptions;
  /** id of the heading that names the wizard's form. */
  labelledBy: string;
}

/**
 * The four-step request wizard (SPEC.md sections 4, 5, 7, 8; DESIGN.md "nothing typed is lost").
 * Opens preset from a quoteRequestHref link; keeps a draft in sessionStorage until it is sent.
 */
export function RequestWizard({ options, labelledBy }: RequestWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [sendError, setSendError] = useState<SendError | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [restored, setRestored] = useState(false);
  const [copied, setCopied] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const sendingRef = useRef(false);
  const pendingFocus = useRef<'heading' | 'invalid' | null>(null);
  const today = localIsoDate();

  // Restore the draft, then apply a preset from the URL (a link from a vehicle or a service).
  useEffect(() => {
    let next: WizardState = initialWizardState;
    let nextStep: WizardStep = 1;
    let fromDraft = false;
    try {
      const draft = parseDraft(window.sessionStorage.getItem(WIZARD_DRAFT_KEY));
      if (draft) {
        next = draft.state;
        nextStep = draft.step;
        fromDraft = true;
      }
    } catch {
      // Storage unavailable (private mode, blocked): start empty.
    }
    const preset = parseQuotePreset(window.location.search);
    if (preset?.requestType === 'rental') {
      const vehicle = options.vehicles.find((item) => item.id === preset.vehicleId);
      if (vehicle) {
        next = { ...withRequestType(next, 'rental'), vehicleCategory: vehicle.category, vehicleType: String(vehicle.id) };
        nextStep = 1;
      }
    } else if (preset?.requestType === 'service') {
      const service = options.services.find((item) => item.id === preset.serviceId);
      if (service) {
        next = { ...withRequestType(next, 'service'), selectedCategory: 'all', selectedService: String(service.id) };
        nextStep = 1;
      }
    }
    if (preset) {
      // The preset is applied once; a reload then restores the draft as the visitor left it.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
    }
    // Never reopen on a step whose earlier steps no longer validate (e.g. a start date now past).
    for (let check = 1 as WizardStep; check < nextStep; check = (check + 1) as WizardStep) {
      if (hasErrors(validateStep(check, next, localIsoDate()))) {
        nextStep = check;
        break;
      }
    }
    setState(next);
    setStep(nextStep);
    setRestored(fromDraft && !preset);
    setLoaded(true);
  }, [options]);

  // Keep the draft (not the privacy consent) while the visitor types.
  useEffect(() => {
    if (!loaded || status === 'sent') return;
    try {
      if (state === initialWizardState) window.sessionStorage.removeItem(WIZARD_DRAFT_KEY);
      else window.sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ step, state: { ...state, privacy: false } }));
    } catch {
      // Storage full or blocked: the wizard still works, only the draft is not kept.
    }
  }, [loaded, state, step, status]);

  // Move focus after a step change or a failed validation, once the new markup is there.
  useEffect(() => {
    if (pendingFocus.current === 'heading') headingRef.current?.focus();
    if (pendingFocus.current === 'invalid') focusFirstInvalid(formRef.current);
    pendingFocus.current = null;
  });

  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const update = useCallback(<K extends WizardField>(field: K, value: WizardState[K]) => {
    setState((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  }, []);

  const onRequestType = useCallback((type: RequestType) => {
    setState((current) => withRequestType(current, type));
    setErrors((current) => clearFieldError(current, 'requestType'));
  }, []);

  const goTo = (target: WizardStep) => {
    setErrors({});
    setSendError(null);
    setStep(target);
    pendingFocus.current = 'heading';
  };

  const names = selectionNames(state, options);
  const selectionLabel = (state.requestType === 'rental' ? names.vehicleName : names.serviceTitle) ?? '';

  async function submit() {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSendError(null);
    setStatus('sending');
    const finalState = trimmedState(state);
    const result = honeypot.trim()
      ? ({ ok: true } as const) // A bot filled the hidden field: pretend, send nothing.
      : await sendMail('wizard', buildWizardTemplateParams(finalState, names));
    sendingRef.current = false;
    if (result.ok) {
      try {
        window.sessionStorage.removeItem(WIZARD_DRAFT_KEY);
      } catch {
        // nothing to clear
      }
      setStatus('sent');
      return;
    }
    setStatus('editing');
    if (result.kind === 'throttled') setSendError({ message: wizardText.throttled, fallback: false });
    else if (result.kind === 'not-configured') setSendError({ message: wizardText.notConfigured, fallback: true });
    else setSendError({ message: wizardErrorMessage(result, company.phone.display), fallback: true });
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
    setState(initialWizardState);
    setErrors({});
    setSendError(null);
    setRestored(false);
    setStep(1);
    pendingFocus.current = 'heading';
  }

  if (status === 'sent') {
    const rental = state.requestType === 'rental';
    return (
      <Success role="status">
        <CheckCircle2 size={48} aria-hidden="true" />
        <SuccessTitle ref={successRef} tabIndex={-1}>
          {wizardText.successTitle}
        </SuccessTitle>
        <p>{wizardText.successText}</p>
        <Actions>
          <ButtonLink href={pages.home.path}>{wizardText.successHome}</ButtonLink>
          <ButtonLink href={rental ? pages.rental.path : pages.services.path} variant="ghost">
            {rental ? wizardText.successRental : wizardText.successServices}
          </ButtonLink>
        </Actions>
      </Success>
    );
  }

  const stepName = wizardSteps[step - 1] ?? '';
  const fallback = sendError?.fallback
    ? buildMailto(
        company.email.info,
        wizardMailSubject(state, names),
        buildDettagliCompleti(trimmedState(state), names),
        '[…] Il testo completo della richiesta è stato copiato dal sito: incollalo qui.',
      )
    : null;

  return (
    <Form ref={formRef} noValidate aria-labelledby={labelledBy} onSubmit={onSubmit} data-step={step}>
      <Progress>
        <StepList>
          {wizardSteps.map((name, index) => (
            <li key={name} aria-current={index + 1 === step ? 'step' : undefined} data-done={index + 1 < step || undefined}>
              <span aria-hidden="true">{index + 1}</span> {name}
            </li>
          ))}
        </StepList>
        <Bar
          aria-label="Avanzamento della richiesta"
          max={WIZARD_STEP_COUNT}
          value={step}
          aria-valuetext={`${wizardText.stepOf(step)}: ${stepName}`}
        />
      </Progress>

      {restored ? (
        <Notice>
          <p>{wizardText.draftRestored}</p>
          <LinkButton type="button" onClick={startOver}>
            {wizardText.draftDiscard}
          </LinkButton>
        </Notice>
      ) : null}

      <StepHeading ref={headingRef} tabIndex={-1}>
        <small>{wizardText.stepOf(step)}</small> {stepName}
      </StepHeading>

      {step === 1 ? <StepSelection state={state} errors={errors} options={options} update={update} onRequestType={onRequestType} /> : null}
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
          honeypot={honeypot}
          onHoneypot={setHoneypot}
        />
      ) : null}

      {step === 4 && sendError ? (
        <Alert role="alert">
          <AlertTriangle size={22} aria-hidden="true" />
          <div>
            <p>{sendError.message}</p>
            {fallback ? (
              <>
                <p>
                  {wizardText.mailFallbackHint} {company.email.info}.
                </p>
                <FallbackLink href={fallback.href}>
                  <Mail size={18} aria-hidden="true" />
                  {wizardText.mailFallback}
                </FallbackLink>
                {!fallback.complete ? (
                  <CopyRow>
                    <p>La richiesta è lunga: il messaggio e-mail ne conterrà solo l’inizio. Copia il testo completo e incollalo nel messaggio.</p>
                    <Button
                      type="button"
                      data-variant="ghost"
                      onClick={() => {
                        void navigator.clipboard?.writeText(fallback.body).then(() => setCopied(true), () => setCopied(false));
                      }}
                    >
                      {copied ? 'Testo copiato' : 'Copia il testo della richiesta'}
                    </Button>
                  </CopyRow>
                ) : null}
              </>
            ) : null}
          </div>
        </Alert>
      ) : null}

      <Nav>
        <Button type="button" data-variant="ghost" disabled={step === 1 || status === 'sending'} onClick={() => goTo((step - 1) as WizardStep)}>
          {wizardText.back}
        </Button>
        <Button type="submit" data-variant="primary" disabled={status === 'sending'} aria-busy={status === 'sending' || undefined}>
          {step < WIZARD_STEP_COUNT ? wizardText.next : status === 'sending' ? wizardText.sending : wizardText.submit}
        </Button>
      </Nav>
    </Form>
  );
}

function selectionNames(state: WizardState, options: WizardOptions): SelectionNames {
  const service = options.services.find((item) => String(item.id) === state.selectedService);
  const vehicle = options.vehicles.find((item) => String(item.id) === state.vehicleType);
  const category = vehicle ? options.fleetCategories.find((item) => item.id === vehicle.category) : undefined;
  return { serviceTitle: service?.title, vehicleName: vehicle?.name, vehicleCategoryName: category?.label };
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xl};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};

  ${media.md} {
    padding: ${tokens.space.xl};
  }
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.fontSize.xs};
  color: ${tokens.color.muted};

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${tokens.space.xs};
    text-align: center;
  }

  li span {
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${tokens.radius.pill};
    border: 2px solid ${tokens.color.line};
    background: ${tokens.color.surface};
    font-weight: 700;
  }

  li[data-done] span {
    border-color: ${tokens.color.navy};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  li[aria-current='step'] {
    color: ${tokens.color.navy};
    font-weight: 700;
  }

  li[aria-current='step'] span {
    border-color: ${tokens.color.gold};
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
  }

  ${media.sm} {
    font-size: ${tokens.fontSize.sm};

    li {
      flex-direction: row;
      justify-content: center;
    }
  }
`;

/** Native progress element, drawn as a gold bar on a soft track in every engine. */
const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 8px;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceSoft};
  color: ${tokens.color.gold};
  overflow: hidden;
  appearance: none;

  &::-webkit-progress-bar {
    background: ${tokens.color.surfaceSoft};
  }

  &::-webkit-progress-value {
    background: ${tokens.color.gold};
    transition: width ${tokens.motion.base} ease;
  }

  &::-moz-progress-bar {
    background: ${tokens.color.gold};
  }

  ${media.reducedMotion} {
    &::-webkit-progress-value {
      transition: none;
    }
  }
`;

const StepHeading = styled.h4`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};

  small {
    font-size: ${tokens.fontSize.sm};
    font-weight: 600;
    color: ${tokens.color.goldText};
  }

  &:focus {
    outline: none;
  }
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceWarm};

  p {
    margin: 0;
  }
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0 ${tokens.space.sm};
  border: 0;
  background: none;
  color: ${tokens.color.navy};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${tokens.color.navySoft};
  }
`;

const Alert = styled.div`
  display: flex;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-left: 4px solid ${tokens.color.danger};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.dangerSurface};
  color: ${tokens.color.ink};

  svg {
    flex: none;
    color: ${tokens.color.danger};
  }

  p {
    margin: 0 0 ${tokens.space.sm};
  }

  p:first-of-type {
    font-weight: 700;
  }
`;

const FallbackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  font-weight: 700;
  color: ${tokens.color.navy};
  overflow-wrap: anywhere;
`;

const CopyRow = styled.div`
  margin-top: ${tokens.space.sm};

  p:first-of-type {
    font-weight: 400;
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space.md};
  padding-top: ${tokens.space.lg};
  border-top: 1px solid ${tokens.color.line};
`;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xl};
  border: 1px solid ${tokens.color.line};
  border-top: 4px solid ${tokens.color.success};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.successSurface};

  svg {
    color: ${tokens.color.success};
  }

  p {
    margin: 0;
  }
`;

const SuccessTitle = styled.h4`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};

  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
`;

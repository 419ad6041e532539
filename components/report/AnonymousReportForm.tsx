'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { FormActions, FormError, FormPanel } from '@/components/ui/FormPanel';
import { Heading } from '@/components/ui/Heading';
import { useHydrated } from '@/components/ui/useHydrated';
import { Honeypot } from '@/components/ui/fields/Honeypot';
import { TextAreaField } from '@/components/ui/fields/TextAreaField';
import { TextField } from '@/components/ui/fields/TextField';
import type { report as reportContent } from '@/content/report';
import styles from './AnonymousReportForm.module.css';

type Status = 'editing' | 'sending' | 'sent';

/** Payload builder, mail wrapper and SDK are fetched on send: the page itself loads none of them. */
async function sendReport(subject: string, message: string) {
  const [{ buildReportTemplateParams }, { sendMail, reportErrorMessage }] = await Promise.all([
    import('@/lib/emailPayload'),
    import('@/lib/mailService'),
  ]);
  const result = await sendMail('report', buildReportTemplateParams({ subject, message }, new Date()));
  return result.ok || result.kind === 'not-configured' || result.kind === 'throttled'
    ? result
    : { ok: false as const, kind: 'failed' as const, text: reportErrorMessage(result) };
}

/**
 * The anonymous report (docs/product.md: "Anonymous report", decision "anonymity"): subject and
 * message only. The mail SDK is fetched when the visitor presses send, not before.
 * `guarantee` is the server-rendered anonymity box.
 */
/** Icons drawn on the server (ReportSection), so no icon code ships in this island. */
export interface ReportFormIcons {
  done: ReactNode;
  alert: ReactNode;
  spinner: ReactNode;
}

interface AnonymousReportFormProps {
  /**
   * The page's text, handed over by ReportSection rather than imported: content/report.ts pulls
   * in the page list and company details, which would otherwise all ship in this island's script.
   */
  report: typeof reportContent;
  guarantee: ReactNode;
  icons: ReportFormIcons;
  homeHref: string;
}

export function AnonymousReportForm({ report, guarantee, icons, homeHref }: AnonymousReportFormProps) {
  const hydrated = useHydrated();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const [error, setError] = useState<{ text: string; whistleblowing?: boolean; retry?: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const subjectRef = useRef<HTMLDivElement>(null);
  const [focusSubject, setFocusSubject] = useState(false);

  const ready = subject.trim() !== '' && message.trim() !== '';
  const sending = status === 'sending';

  // Before paint: 'sent' follows an awaited send, so a passive effect could leave the replaced
  // form's focus on <body> for a frame.
  useLayoutEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (focusSubject && status === 'editing') {
      subjectRef.current?.querySelector('input')?.focus();
      setFocusSubject(false);
    }
  }, [focusSubject, status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || sendingRef.current) return;
    // Offline, nothing is tried and nothing is kept: a shared phone must not hold a report.
    if (navigator.onLine === false) {
      setError({ text: report.offline, retry: true });
      return;
    }
    sendingRef.current = true;
    setError(null);
    setStatus('sending');
    let result: Awaited<ReturnType<typeof sendReport>>;
    try {
      result = honeypot.trim() ? ({ ok: true } as const) : await sendReport(subject, message);
    } catch (failure) {
      // The code could not be fetched (offline): the same rule as any other failure.
      const detail = failure instanceof Error ? failure.message : '';
      result = { ok: false, kind: 'failed', text: `${report.errorPrefix}${detail || report.unknownError}` };
    }
    sendingRef.current = false;
    if (result.ok) {
      setStatus('sent');
      return;
    }
    setStatus('editing');
    if (result.kind === 'not-configured') setError({ text: report.notConfigured, whistleblowing: true });
    else if (result.kind === 'throttled') setError({ text: report.throttled });
    else setError({ text: result.text });
  }

  function another() {
    setSubject('');
    setMessage('');
    setHoneypot('');
    setError(null);
    setStatus('editing');
    setFocusSubject(true);
  }

  if (status === 'sent') {
    return (
      <FormPanel as="div" accent>
        <div className={styles.done} role="status">
          {icons.done}
          <h2 className={styles.doneTitle} id="segnalazione-titolo" ref={successRef} tabIndex={-1}>
            {report.success.title}
          </h2>
          <p>{report.success.text}</p>
          <FormActions variant="inline">
            <Button type="button" data-variant="primary" onClick={another}>
              {report.success.again}
            </Button>
            <ButtonLink href={homeHref} variant="ghost">
              {report.success.home}
            </ButtonLink>
          </FormActions>
        </div>
      </FormPanel>
    );
  }

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (error) setError(null);
  };

  return (
    <FormPanel as="div" accent>
      <Heading id="segnalazione-titolo" title={report.card.title} />
      <p className={styles.intro}>{report.card.intro}</p>
      <p className={styles.intro}>
        {report.card.whistleblowingNote}{' '}
        <SiteLink href={report.card.whistleblowingHref}>{report.card.whistleblowingLinkLabel}</SiteLink>.
      </p>

      {error ? (
        <FormError icon={icons.alert} className={styles.alert}>
          <p>
            {error.text}
            {error.whistleblowing ? (
              <>
                {' '}
                <SiteLink href={report.card.whistleblowingHref}>Vai alla pagina Whistleblowing</SiteLink>.
              </>
            ) : null}
          </p>
          {error.retry ? (
            <Button type="button" data-variant="ghost" onClick={() => formRef.current?.requestSubmit()}>
              {report.retry}
            </Button>
          ) : null}
        </FormError>
      ) : null}

      <form className={styles.form} ref={formRef} noValidate aria-labelledby="segnalazione-titolo" onSubmit={onSubmit}>
        <div ref={subjectRef}>
          <TextField
            id="report-subject"
            label={report.fields.subject}
            hint={report.fields.subjectHint}
            required
            autoComplete="off"
            maxLength={report.limits.subject}
            counter
            value={subject}
            onChange={edit(setSubject)}
          />
        </div>
        <TextAreaField
          id="report-message"
          label={report.fields.message}
          hint={report.fields.messageHint}
          required
          rows={8}
          maxLength={report.limits.message}
          value={message}
          onChange={edit(setMessage)}
        />
        {guarantee}
        <Honeypot id="report-website" value={honeypot} onChange={setHoneypot} />
        <FormActions variant="inline">
          <Button
            type="submit"
            data-variant="primary"
            disabled={!hydrated}
            aria-disabled={!ready || sending || undefined}
            aria-describedby={ready && hydrated ? undefined : 'report-ready-hint'}
          >
            {sending ? (
              <>
                <span className={styles.spinner}>{icons.spinner}</span>
                {report.sending}
              </>
            ) : (
              report.submit
            )}
          </Button>
          <SiteLink className={styles.homeLink} href={homeHref}>
            {report.homeLink}
          </SiteLink>
        </FormActions>
        {!ready || !hydrated ? (
          <p className={styles.readyHint} id="report-ready-hint">
            {hydrated ? report.readyHint : report.noScriptHint}
          </p>
        ) : null}
      </form>
    </FormPanel>
  );
}

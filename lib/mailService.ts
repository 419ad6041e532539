/**
 * The one way the site sends e-mail: @emailjs/browser 4.x (docs/product.md, decision "mail service").
 * Ids come from build-time variables; when any is missing the forms say that online sending is
 * not configured instead of failing. The SDK is loaded only when the visitor presses send, so
 * pages load no third-party code before that (docs/product.md, decision "anonymity").
 */
/** The three forms that send mail, each with its own template. */
export type MailForm = 'wizard' | 'report' | 'assistance';

export interface MailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** The build-time environment; each name is written out so Next inlines it into the bundle. */
export function buildTimeEnv(): Record<string, string | undefined> {
  return {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_WIZARD_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_WIZARD_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_REPORT_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_REPORT_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_ASSISTANCE_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_ASSISTANCE_TEMPLATE_ID,
  };
}

const TEMPLATE_VARIABLE: Record<MailForm, string> = {
  wizard: 'NEXT_PUBLIC_EMAILJS_WIZARD_TEMPLATE_ID',
  report: 'NEXT_PUBLIC_EMAILJS_REPORT_TEMPLATE_ID',
  assistance: 'NEXT_PUBLIC_EMAILJS_ASSISTANCE_TEMPLATE_ID',
};

/** The ids one form needs, or null when any is missing or blank. */
export function readMailConfig(
  form: MailForm,
  env: Record<string, string | undefined> = buildTimeEnv(),
): MailConfig | null {
  const publicKey = env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?.trim();
  const serviceId = env.NEXT_PUBLIC_EMAILJS_SERVICE_ID?.trim();
  const templateId = env[TEMPLATE_VARIABLE[form]]?.trim();
  if (!publicKey || !serviceId || !templateId) return null;
  return { publicKey, serviceId, templateId };
}

/** One browser sends at most once every 10 s per form (SDK limitRate, kept in localStorage). */
export const THROTTLE_MS = 10_000;
export const limitRateId = (form: MailForm) => `gielle-${form}`;

export type SendResult =
  | { ok: true }
  | { ok: false; kind: 'not-configured' }
  | { ok: false; kind: 'throttled' }
  | { ok: false; kind: 'http'; status: number; text: string }
  | { ok: false; kind: 'network'; message: string };

type EmailJsSend = (
  serviceId: string,
  templateId: string,
  params: Record<string, unknown>,
  options: { publicKey: string; limitRate: { id: string; throttle: number } },
) => Promise<{ status: number; text: string }>;

export interface SendDeps {
  config?: MailConfig | null;
  /** Loads the SDK; by default a dynamic import, so it is a separate chunk fetched on send. */
  load?: () => Promise<{ send: EmailJsSend }>;
}

const loadEmailJs = async () => {
  const sdk = await import('@emailjs/browser');
  return { send: sdk.send as EmailJsSend };
};

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/** Classifies what the SDK rejected with: an HTTP answer, its own throttle, or a thrown error. */
export function classifySendError(error: unknown): Exclude<SendResult, { ok: true }> {
  if (isResponseStatus(error)) {
    const text = typeof error.text === 'string' ? error.text : '';
    if (error.status === 429 && text === 'Too Many Requests') return { ok: false, kind: 'throttled' };
    return { ok: false, kind: 'http', status: error.status, text };
  }
  if (error instanceof Error) return { ok: false, kind: 'network', message: error.message };
  if (typeof error === 'string') return { ok: false, kind: 'network', message: error };
  return { ok: false, kind: 'network', message: '' };
}

export async function sendMail(
  form: MailForm,
  params: Record<string, string>,
  deps: SendDeps = {},
): Promise<SendResult> {
  const config = deps.config === undefined ? readMailConfig(form) : deps.config;
  if (!config) return { ok: false, kind: 'not-configured' };
  try {
    const { send } = await (deps.load ?? loadEmailJs)();
    await send(config.serviceId, config.templateId, params, {
      publicKey: config.publicKey,
      limitRate: { id: limitRateId(form), throttle: THROTTLE_MS },
    });
    return { ok: true };
  } catch (error) {
    return classifySendError(error);
  }
}

/** docs/product.md, "Messages", wizard rows. Throttle and missing configuration have their own texts. */
export const wizardErrorMessages = {
  badRequest: 'Errore nella richiesta: i dati inseriti non sono corretti. Riprova con un messaggio più semplice.',
  forbidden: 'Errore di autorizzazione con il servizio email. Contattaci direttamente via telefono.',
  generic: (phone: string) =>
    `Si è verificato un errore durante l'invio della richiesta. Riprova più tardi o contattaci direttamente al numero ${phone}`,
} as const;

export function wizardErrorMessage(result: Extract<SendResult, { kind: 'http' | 'network' }>, phone: string): string {
  if (result.kind === 'http' && result.status === 400) return wizardErrorMessages.badRequest;
  if (result.kind === 'http' && result.status === 403) return wizardErrorMessages.forbidden;
  return wizardErrorMessages.generic(phone);
}

/** docs/product.md, "Messages", report row: the error's text, or its message, or 'Errore sconosciuto'. */
export function reportErrorMessage(result: Extract<SendResult, { kind: 'http' | 'network' }>): string {
  const detail = result.kind === 'http' ? result.text : result.message;
  return `Errore durante l'invio: ${detail.trim() || 'Errore sconosciuto'}`;
}

/**
 * Firefox logs a load the page itself gave up on as an error of the page when the site's service
 * worker was answering it: "Failed to load ‘…’. A ServiceWorker intercepted the request and
 * encountered an unexpected error." It does so when the page is left, by a link or a client
 * navigation, while the worker is still handing over a response's body (a picture or a preload
 * still arriving): the copy to a request nobody waits for any more fails, and Firefox reports
 * that failure, though the worker answered and the next page is fine. Reproduced every time with
 * the body of /servizi's preloaded picture held back for 3 s and the page left after 0.5 s (by a
 * link or a full load); without the hold-up, only when the timing falls that way (the check's
 * flake on the home page's slide and that picture, about one run in ten).
 *
 * Such a message is a problem only when the load really fails: the check asks for the same
 * address again through the worker (of its server, when the page is now of another origin), and
 * counts it unless that answers 200, body included. A worker that cannot answer, or answers with
 * an error, still fails the check.
 */
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

const INTERCEPTED_LOAD_FAILED =
  /^Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** The address of a load Firefox says the worker failed, or undefined for any other message. */
export function interceptedLoadUrl(message: string): string | undefined {
  return INTERCEPTED_LOAD_FAILED.exec(message)?.[1];
}

/**
 * The problems among loads Firefox said the worker failed: those whose address, asked for again
 * (statusOf: the status, or the error's text), does not answer 200.
 */
export async function failedInterceptedLoads(
  urls: Iterable<string>,
  statusOf: (url: string) => Promise<number | string>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const url of new Set(urls)) {
    const status = await statusOf(url).catch((error: unknown) =>
      error instanceof Error ? error.message : String(error),
    );
    if (status !== 200) problems.push(`pageerror: the service worker failed to load ${url} (asked again: ${status})`);
  }
  return problems;
}

/**
 * The status of an address asked of its server, body included (the error's text if the body or
 * the connection fails): for a load of another origin than the page the driver is on, which its
 * worker cannot be asked from there. The check's certificate is made at test time, so not verified.
 */
export function serverStatus(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { rejectUnauthorized: false }, (response) => {
      response.on('error', (error) => resolve(error.message));
      response.on('aborted', () => resolve('the connection closed before the body ended'));
      response.on('end', () => resolve(response.statusCode ?? 'no status'));
      response.resume();
    });
    request.on('error', (error) => resolve(error.message));
  });
}

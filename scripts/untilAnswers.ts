/**
 * Asks `url` until its answer is one `accepts` takes, every `intervalMs`, each try cut off after
 * `tryMs` (a page still compiling answers late); `accepts` sees the status and the body. Resolves with the last status seen (0: no answer
 * within the try), and whether it was accepted before `timeoutMs` ran out. The editor's start-up
 * ("Pronto" once both servers answer) and the content check beside the preview (until a page a
 * save added stops answering 404, until the preview serves a save's content) wait this way.
 */
export async function untilAnswers(
  url: string,
  accepts: (status: number, body: string) => boolean,
  {
    timeoutMs,
    tryMs = 5_000,
    intervalMs = 300,
    init,
  }: { timeoutMs: number; tryMs?: number; intervalMs?: number; init?: RequestInit },
): Promise<{ accepted: boolean; status: number; error?: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let error: unknown;
    const { status, body } = await fetch(url, { ...init, signal: AbortSignal.timeout(tryMs) }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      (failure: unknown) => {
        error = failure;
        return { status: 0, body: '' };
      },
    );
    if (accepts(status, body)) return { accepted: true, status };
    if (Date.now() > deadline) return { accepted: false, status, error };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

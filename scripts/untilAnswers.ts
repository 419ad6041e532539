/**
 * Asks `url` until its answer is one `accepts` takes, every `intervalMs`, each try cut off after
 * `tryMs` (a page still compiling answers late). Resolves with the last status seen (0: no answer
 * within the try), and whether it was accepted before `timeoutMs` ran out. The editor's start-up
 * ("Pronto" once both servers answer) and the content check beside the preview (until a page a
 * save added stops answering 404) both wait this way.
 */
export async function untilAnswers(
  url: string,
  accepts: (status: number) => boolean,
  { timeoutMs, tryMs = 5_000, intervalMs = 300, init }: { timeoutMs: number; tryMs?: number; intervalMs?: number; init?: RequestInit },
): Promise<{ accepted: boolean; status: number; error?: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let error: unknown;
    const status = await fetch(url, { ...init, signal: AbortSignal.timeout(tryMs) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      (failure: unknown) => {
        error = failure;
        return 0;
      },
    );
    if (accepts(status)) return { accepted: true, status };
    if (Date.now() > deadline) return { accepted: false, status, error };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Async iteration of ReadableStream (`for await (const chunk of stream)`, `stream.values()`), for
 * engines that lack it: WebKit (Safari and every iPhone browser) up to at least WebKitGTK 2.50.
 * pdf.js reads a page's text that way (PDFPageProxy.getTextContent), so without it the PDF
 * viewer's text layer stays empty there, with no error: nothing to select, search or read aloud.
 *
 * Loaded only by the viewer, and only where the engine lacks it (components/pdf/PdfDocumentViewer.tsx):
 * never part of a page's first load. pdf.js's worker also iterates streams, to inflate images
 * with DecompressionStream, but falls back to its own decoder when that throws, so it needs nothing.
 *
 * Follows the Streams standard's ReadableStream async iterator: it locks the stream; next() calls
 * are answered in order; the end or an error releases the lock; leaving the loop early (return())
 * cancels the stream unless `preventCancel`.
 */

interface IterationOptions {
  preventCancel?: boolean;
}

type IterableStream = ReadableStream & {
  values?: (options?: IterationOptions) => AsyncIterableIterator<unknown>;
  [Symbol.asyncIterator]?: (options?: IterationOptions) => AsyncIterableIterator<unknown>;
};

/** Whether streams made from this prototype can be iterated with `for await`. */
export function hasStreamIteration(prototype: object | undefined = globalThis.ReadableStream?.prototype): boolean {
  return prototype !== undefined && typeof (prototype as IterableStream)[Symbol.asyncIterator] === 'function';
}

function values(this: ReadableStream, options?: IterationOptions): AsyncIterableIterator<unknown> {
  const reader = this.getReader();
  const preventCancel = Boolean(options?.preventCancel);
  let finished = false;
  // Each call waits for the one before, as the standard's iterator does.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(step: () => Promise<T>): Promise<T> => {
    const result = queue.then(step, step);
    queue = result.catch(() => undefined);
    return result;
  };
  const finish = () => {
    finished = true;
    reader.releaseLock();
  };
  const iterator: AsyncIterableIterator<unknown> = {
    next: () =>
      enqueue(async () => {
        if (finished) return { value: undefined, done: true };
        let chunk: ReadableStreamReadResult<unknown>;
        try {
          chunk = await reader.read();
        } catch (error) {
          finish();
          throw error;
        }
        if (chunk.done) {
          finish();
          return { value: undefined, done: true };
        }
        return { value: chunk.value, done: false };
      }),
    return: (value?: unknown) =>
      enqueue(async () => {
        if (finished) return { value, done: true };
        finished = true;
        if (preventCancel) {
          reader.releaseLock();
        } else {
          const cancelled = reader.cancel(value);
          reader.releaseLock();
          await cancelled;
        }
        return { value, done: true };
      }),
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * Adds values() and [Symbol.asyncIterator] (the same function, as in the standard) to the
 * prototype when it lacks them; returns whether it did. Leaves a native implementation alone.
 */
export function installStreamIteration(prototype: object | undefined = globalThis.ReadableStream?.prototype): boolean {
  if (prototype === undefined || hasStreamIteration(prototype)) return false;
  const stream = prototype as IterableStream;
  const method = typeof stream.values === 'function' ? stream.values : values;
  for (const key of ['values', Symbol.asyncIterator] as const) {
    if (key === 'values' && typeof stream.values === 'function') continue;
    Object.defineProperty(prototype, key, { value: method, writable: true, configurable: true, enumerable: false });
  }
  return true;
}

/** @jest-environment node */
import { hasStreamIteration, installStreamIteration } from './readableStreamIteration';

/**
 * A ReadableStream as WebKit has it: Node's own, with async iteration taken away on a subclass,
 * so the shim is installed there and the streams' real machinery (readers, locks, cancel) runs.
 */
function webKitLikeStream() {
  class WebKitStream<T> extends ReadableStream<T> {}
  for (const key of ['values', Symbol.asyncIterator]) {
    Object.defineProperty(WebKitStream.prototype, key, { value: undefined, configurable: true, writable: true });
  }
  return WebKitStream;
}

function source(chunks: string[], cancelled: unknown[] = []) {
  return {
    start(controller: ReadableStreamDefaultController<string>) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
    cancel(reason: unknown) {
      cancelled.push(reason ?? 'cancelled');
    },
  };
}

describe('ReadableStream async iteration shim', () => {
  it('is installed only where iteration is missing, and leaves a native one alone', () => {
    const Stream = webKitLikeStream();
    expect(hasStreamIteration(Stream.prototype)).toBe(false);
    expect(installStreamIteration(Stream.prototype)).toBe(true);
    expect(hasStreamIteration(Stream.prototype)).toBe(true);
    expect(installStreamIteration(Stream.prototype)).toBe(false);

    const prototype = ReadableStream.prototype as unknown as Record<PropertyKey, unknown>;
    const native = prototype[Symbol.asyncIterator];
    expect(typeof native).toBe('function');
    expect(installStreamIteration(ReadableStream.prototype)).toBe(false);
    expect(prototype[Symbol.asyncIterator]).toBe(native);
  });

  it('reads every chunk in order with for await, as pdf.js reads text content, and releases the lock at the end', async () => {
    const Stream = webKitLikeStream();
    installStreamIteration(Stream.prototype);
    const stream = new Stream(source(['a', 'b', 'c']));
    const read: string[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<string>) read.push(chunk);
    expect(read).toEqual(['a', 'b', 'c']);
    expect(stream.locked).toBe(false);
  });

  it('is the same function as values(), and is not enumerable', () => {
    const Stream = webKitLikeStream();
    installStreamIteration(Stream.prototype);
    const prototype = Stream.prototype as unknown as Record<PropertyKey, unknown>;
    expect(prototype[Symbol.asyncIterator]).toBe(prototype.values);
    expect(Object.getOwnPropertyDescriptor(Stream.prototype, Symbol.asyncIterator)?.enumerable).toBe(false);
  });

  it('leaving the loop early cancels the stream, unless preventCancel', async () => {
    const Stream = webKitLikeStream();
    installStreamIteration(Stream.prototype);
    const cancelled: unknown[] = [];
    const stream = new Stream(source(['a', 'b', 'c'], cancelled));
    for await (const chunk of stream as unknown as AsyncIterable<string>) {
      expect(chunk).toBe('a');
      break;
    }
    expect(cancelled).toEqual(['cancelled']);
    expect(stream.locked).toBe(false);

    const kept = new Stream(source(['a', 'b'], cancelled));
    const values = (kept as unknown as { values: (o: object) => AsyncIterableIterator<string> }).values({
      preventCancel: true,
    });
    expect(await values.next()).toEqual({ value: 'a', done: false });
    expect(await values.return?.()).toEqual({ value: undefined, done: true });
    expect(cancelled).toHaveLength(1);
    expect(kept.locked).toBe(false);
    // The rest is still there for another reader.
    expect(await kept.getReader().read()).toEqual({ value: 'b', done: false });
  });

  it('passes a stream error on to the loop and releases the lock', async () => {
    const Stream = webKitLikeStream();
    installStreamIteration(Stream.prototype);
    const stream = new Stream<string>({
      pull(controller) {
        controller.error(new Error('worker gone'));
      },
    });
    await expect(
      (async () => {
        for await (const chunk of stream as unknown as AsyncIterable<string>) void chunk;
      })(),
    ).rejects.toThrow('worker gone');
    expect(stream.locked).toBe(false);
  });

  it('answers next() calls made at once in order, and a locked stream refuses to be iterated', async () => {
    const Stream = webKitLikeStream();
    installStreamIteration(Stream.prototype);
    const stream = new Stream(source(['a', 'b']));
    const values = (stream as unknown as { values: () => AsyncIterableIterator<string> }).values();
    const results = await Promise.all([values.next(), values.next(), values.next(), values.next()]);
    expect(results).toEqual([
      { value: 'a', done: false },
      { value: 'b', done: false },
      { value: undefined, done: true },
      { value: undefined, done: true },
    ]);
    const locked = new Stream(source(['a']));
    locked.getReader();
    expect(() => (locked as unknown as { values: () => unknown }).values()).toThrow(/locked/);
  });
});

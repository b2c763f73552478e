import type { MessageStreamEvent } from '@handlowo/contract';

/**
 * Test support: reads a notification stream (server-sent events over fetch) and waits for the
 * unread count it should announce, or the `messages` event of a conversation (issue 26).
 */
export interface StreamReader {
  /** Resolves with the next `unread` count for which `accept` holds; fails after `timeoutMs`. */
  count(accept: (count: number) => boolean, timeoutMs?: number): Promise<number>;
  /** Resolves with the next `messages` event for which `accept` holds; fails after `timeoutMs`. */
  messages(
    accept: (event: MessageStreamEvent) => boolean,
    timeoutMs?: number,
  ): Promise<MessageStreamEvent>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  /** Everything read so far. */
  text(): string;
  cancel(): Promise<void>;
}

export async function openStream(baseUrl: string, token: string): Promise<StreamReader> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let all = '';
  const counts: number[] = [];
  const messageEvents: MessageStreamEvent[] = [];
  let done = false;
  let wake: (() => void) | undefined;
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += chunk.value;
        all += chunk.value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: unread$/m.test(block) && data) {
            counts.push((JSON.parse(data) as { count: number }).count);
          }
          if (/^event: messages$/m.test(block) && data) {
            messageEvents.push(JSON.parse(data) as MessageStreamEvent);
          }
          end = buffer.indexOf('\n\n');
        }
        wake?.();
      }
    } catch {
      // Cancelled or cut: `ended` resolves.
    }
    done = true;
    wake?.();
  })();

  const waitFor = async (ready: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} not within ${timeoutMs} ms; read: ${all}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.min(left, 100));
      });
    }
  };

  /** The first of `queue` that `accept` takes (those before it are dropped). */
  const next = async <T>(
    queue: T[],
    accept: (item: T) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<T> => {
    let found: { item: T } | undefined;
    await waitFor(
      () => {
        while (queue.length > 0) {
          const item = queue.shift() as T;
          if (accept(item)) {
            found = { item };
            return true;
          }
        }
        return done;
      },
      timeoutMs,
      what,
    );
    if (found === undefined) throw new Error(`the stream ended first; read: ${all}`);
    return found.item;
  };

  return {
    count: (accept, timeoutMs = 10_000) => next(counts, accept, timeoutMs, 'the expected count'),
    messages: (accept, timeoutMs = 10_000) =>
      next(messageEvents, accept, timeoutMs, 'the expected messages event'),
    ended: (timeoutMs = 10_000) => waitFor(() => done, timeoutMs, 'the end of the stream'),
    text: () => all,
    cancel: async () => {
      abort.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}

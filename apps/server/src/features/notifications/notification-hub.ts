import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATIONS_CHANNEL } from './notify.ts';

type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<() => Promise<void>>;

/**
 * What one signal says changed for its user: their notifications (`notify()`, a read), or one
 * conversation (`signalConversation`: a message written, edited, deleted, hidden or read).
 */
export type StreamChange = { kind: 'notifications' } | { kind: 'conversation'; orderId: number };

/** Called with `undefined` when the listener was away: whatever came meanwhile is unknown. */
export type Subscriber = (change: StreamChange | undefined) => void;

const NOTIFICATIONS: StreamChange = { kind: 'notifications' };

/**
 * A payload of the channel: `<userId>` (their notifications changed) or `<userId> <orderId>`
 * (that conversation changed, issue 26). Anything else is no signal of ours: undefined.
 */
export function parseSignal(payload: string): { userId: number; change: StreamChange } | undefined {
  const match = /^(\d{1,10})(?: (\d{1,10}))?$/.exec(payload);
  if (!match) return undefined;
  const userId = Number(match[1]);
  if (match[2] === undefined) return { userId, change: NOTIFICATIONS };
  return { userId, change: { kind: 'conversation', orderId: Number(match[2]) } };
}

const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * This instance's open notification streams by user, and its one LISTEN on the channel that
 * `notify()` (and a read) signals with a user id and `signalConversation` with a user id and an
 * order id: a signal wakes that user's streams here with what changed, whichever instance wrote
 * it. The listening connection opens with the first stream; when a PostgreSQL listener breaks it
 * listens again with back-off and wakes every stream with "unknown", since signals sent meanwhile
 * are lost.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private listening: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly listen: Listen,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the channel is listened to, so a count read afterwards misses nothing. */
  async subscribe(userId: number, subscriber: Subscriber): Promise<() => void> {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(subscriber);
    const unsubscribe = () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
    try {
      await this.start();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Open streams on this instance (tests, logs). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const stop = this.unlisten;
    this.unlisten = undefined;
    await stop?.();
  }

  private start(): Promise<void> {
    this.listening ??= this.connect().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async connect(): Promise<void> {
    const stop = await this.listen(
      NOTIFICATIONS_CHANNEL,
      (payload) => this.wake(payload),
      (error) => this.lost(error),
    );
    if (this.closed) {
      await stop();
      return;
    }
    this.failures = 0;
    this.unlisten = stop;
  }

  private wake(payload: string): void {
    const signal = parseSignal(payload);
    if (!signal) {
      this.log.warn({ payload }, 'an unknown signal on the notification channel; ignored');
      return;
    }
    for (const subscriber of this.byUser.get(signal.userId) ?? []) subscriber(signal.change);
  }

  private lost(error: Error): void {
    this.unlisten = undefined;
    this.listening = undefined;
    if (this.closed) return;
    this.log.warn({ err: error }, 'the notification listener lost its connection; listening again');
    const again = () => {
      if (this.closed) return;
      this.start().then(
        () => {
          for (const set of this.byUser.values())
            for (const subscriber of set) subscriber(undefined);
        },
        () => {
          this.failures += 1;
          this.retry = setTimeout(again, RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]);
          this.retry.unref();
        },
      );
    };
    this.retry = setTimeout(again, RETRY_MS[0]);
    this.retry.unref();
  }
}

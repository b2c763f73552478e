import { registrationMessages } from '@handlowo/contract';
import type { Config } from '../../config/config.ts';
import type { Executor } from '../../db/client.ts';
import { throttleAddress } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { hitCounter } from '../../lib/rate-limit-counter.ts';

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one registration of the client address (A2–A4 and the temporary investor's A8, which
 * also gives an account an e-mail) and refuses it past `REGISTRATION_LIMIT_PER_HOUR` (ADR 017).
 * One atomic upsert, made before anything else, so parallel requests cannot slip past the limit;
 * every attempt counts, a taken e-mail too (it also slows down probing who has an account).
 */
export async function countRegistration(
  db: Executor,
  config: Pick<Config, 'registrationLimitPerHour'>,
  ip: string,
): Promise<void> {
  const { hits } = await hitCounter(db, `register:ip:${throttleAddress(ip)}`, WINDOW_MS);
  if (hits > config.registrationLimitPerHour) {
    throw new AppError(429, registrationMessages.limit, 'REGISTRATION_LIMIT');
  }
}

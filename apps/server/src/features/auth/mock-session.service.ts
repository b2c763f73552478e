import { randomBytes } from 'node:crypto';
import { tooManyRequests } from '../../lib/errors.ts';
import { hitCounter } from '../../lib/rate-limit-counter.ts';
import { createOrder } from '../orders/order.repository.ts';
import { authMessages } from './auth-messages.ts';
import type { LoginDeps } from './login.service.ts';
import { insertUser } from './user.repository.ts';

/** New temporary investors allowed per client IP per hour (abuse control of API.md A7). */
export const MOCK_SESSION_LIMIT = { perIp: 20, windowMs: 60 * 60 * 1000 } as const;

/** The placeholder address of a temporary investor; `.local` never receives mail. */
export const mockInvestorEmail = () => `gosc-${randomBytes(6).toString('hex')}@handlowo.local`;

/** A7: a temporary ("mock") INVESTOR with empty names and its order #1 (status NEW, no pipeline). */
export async function startMockSession(
  { db, issueToken }: LoginDeps,
  input: { ip: string },
): Promise<{ token: string; email: string }> {
  const { hits } = await hitCounter(db, `mock-session:ip:${input.ip}`, MOCK_SESSION_LIMIT.windowMs);
  if (hits > MOCK_SESSION_LIMIT.perIp) throw tooManyRequests(authMessages.mockSessionThrottled);
  const user = await db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: mockInvestorEmail(),
      role: 'INVESTOR',
      isMock: true,
      firstName: '',
      lastName: '',
    });
    if (!row) throw new Error('generated mock e-mail collided');
    await createOrder(tx, row.id);
    return row;
  });
  return { token: issueToken(user), email: user.email };
}

import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET } from './test-config.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT with exactly these claims (expired, foreign-signed, odd payloads). */
export function signTestToken(claims: Record<string, unknown>, secret = TEST_JWT_SECRET): string {
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { LOGIN_LIMITS } from '../features/auth/login.service.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';

/** The proxy in front of the server: the socket's address of every request below. */
const PROXY = '10.9.0.1';

const trustProxyOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

/** An app with a test route that answers the address the throttles would count. */
async function appTrusting(value: string): Promise<FastifyInstance> {
  return buildTestApp(
    { trustProxy: trustProxyOf(value) },
    {
      extra: async (scope) => {
        scope.get('/test/client-address', async (request) => ({ ip: request.ip }));
      },
    },
  );
}

async function clientAddress(app: FastifyInstance, forwardedFor?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/test/client-address',
    remoteAddress: PROXY,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (res.json() as { ip: string }).ip;
}

describe('TRUST_PROXY (issue 24, defect 1)', () => {
  const apps: FastifyInstance[] = [];
  const open = async (value: string) => {
    const app = await appTrusting(value);
    apps.push(app);
    return app;
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('reads true as the one proxy next to the server: the right-most entry, not the client-written left-most', async () => {
    const app = await open('true');
    expect(await clientAddress(app, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(app, '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(app)).toBe(PROXY);
  });

  it('skips as many hops as configured', async () => {
    const app = await open('2');
    expect(await clientAddress(app, '6.6.6.6, 198.51.100.4, 10.9.0.2')).toBe('198.51.100.4');
  });

  it('skips the listed proxies and takes the right-most address that is not one of them', async () => {
    const app = await open('10.9.0.0/16, 127.0.0.1');
    expect(await clientAddress(app, '6.6.6.6, 198.51.100.9, 10.9.3.3')).toBe('198.51.100.9');
  });

  it('ignores the header when no proxy is trusted', async () => {
    const app = await open('false');
    expect(await clientAddress(app, '6.6.6.6')).toBe(PROXY);
  });
});

describe('per-address throttles behind a proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ trustProxy: trustProxyOf('true') });
  });
  afterAll(() => app.close());

  it('still counts a client that writes a fresh left-most X-Forwarded-For entry on every try', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAccountAddress; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Zle-haslo1!' },
        remoteAddress: PROXY,
        // Was: the left-most entry was the client address, a new one each try, never 429.
        headers: { 'x-forwarded-for': `172.16.${i}.9, 203.0.113.50` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY values', () => {
  it('accepts booleans, hop counts, addresses, ranges and the proxy-addr names', () => {
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('true')).toBe(1);
    expect(trustProxyOf('3')).toBe(3);
    expect(trustProxyOf('10.0.0.0/8, ::1, loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it.each(['yes', '11', '10.0.0.0/33', '300.1.1.1', 'fd00::/129', '*'])(
    'refuses %s, naming the key',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

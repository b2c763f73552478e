import { vi } from 'vitest';

export type MockResponse = {
  status?: number;
  /** JSON body (sent with application/json); omit for an empty answer. */
  json?: unknown;
};

export type RecordedRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: BodyInit | null | undefined;
};

type Handler = MockResponse | ((request: RecordedRequest) => MockResponse | Promise<MockResponse>);

/**
 * Replaces `fetch` for one test: `routes` maps "METHOD /api/path" to an answer. Unknown calls
 * answer 500 so that a forgotten mock shows up as the server-error text. Returns the recorded
 * requests. `vi.restoreAllMocks` (restoreMocks in the config) puts the real fetch back.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url}`];
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    if (!answer) return new Response(JSON.stringify({ message: 'Not mocked' }), { status: 500 });
    const status = answer.status ?? 200;
    if (answer.json === undefined)
      return new Response(null, { status: status === 200 ? 204 : status });
    return new Response(JSON.stringify(answer.json), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  });
  return requests;
}

/** A JWT whose payload carries the given roles (unsigned: the client only decodes it). */
export function fakeToken(roles: unknown = ['FREELANCER']): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', roles, iat: 0, exp: 9999999999 })}.signature`;
}

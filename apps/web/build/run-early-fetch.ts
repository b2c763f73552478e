// Test helper (not shipped): runs the early-fetch script of the HTML against stand-ins of the
// browser globals, for early-fetch.test.ts and the screens whose reads it starts.
import { vi } from 'vitest';
import { EARLY_FETCH_SCRIPT } from './early-fetch.ts';

/** A token with these claims (the signature is never checked in the browser). */
export function tokenWith(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/**
 * Runs the script as the page would, against stand-ins of the browser globals it reads, and
 * returns what it started and marked.
 */
export function runEarlyFetch(
  pathname: string,
  token: string | null,
  storage?: () => string | null,
  /** The answer to a path; `{}` with 200 by default. */
  answer: (path: string) => Response = () => new Response('{}'),
  /** The markup of the page's body (a prerendered shell's). */
  pageBody = '',
) {
  const fetch = vi.fn((path: string, _init?: RequestInit) => Promise.resolve(answer(path)));
  const window: { __handlowoPrefetch?: Map<string, Promise<Response>> } = {};
  const html = document.createElement('html');
  const head = document.createElement('head');
  // The prerendered page's body, parsed by the time the answers arrive.
  const body = document.createElement('body');
  body.innerHTML = pageBody;
  const created: HTMLElement[] = [];
  const run = new Function(
    'localStorage',
    'fetch',
    'location',
    'document',
    'window',
    EARLY_FETCH_SCRIPT,
  );
  run(
    { getItem: storage ?? (() => token) },
    fetch,
    { pathname },
    {
      documentElement: html,
      head,
      readyState: 'complete',
      querySelector: (selector: string) => body.querySelector(selector),
      createElement: (tag: string) => {
        const element = document.createElement(tag);
        created.push(element);
        return element;
      },
    },
    window,
  );
  return {
    fetched: fetch.mock.calls.map(([path]) => path),
    init: fetch.mock.calls[0]?.[1],
    started: window.__handlowoPrefetch,
    role: html.getAttribute('data-role'),
    /** The `<head>` the script may add to (a preload), once its answers have been read. */
    head,
    body,
    /** Every element the script made, in order. */
    created,
  };
}

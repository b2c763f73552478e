import type { InvestorListItem } from '@handlowo/contract';
import { vi } from 'vitest';

/*
 * A stand-in for F2–F5 in the screen tests: pages, sorts and searches `rows` the way the server
 * does (page from 0, `sort=field,dir`, the phrase as a path segment), and records every URL.
 */

export interface FakeListServer {
  /** Path and query of every list request, decoded ('/admin-panel/investors/search/łódzka?…'). */
  urls: string[];
  /** Answers the next requests with this status instead. */
  failWith: (status: number | null) => void;
}

export function fakeListServer<T extends { id: number }>(
  base: string,
  rows: readonly T[],
  searchable: (row: T) => string,
): FakeListServer {
  const urls: string[] = [];
  let failure: number | null = null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    urls.push(`${decodeURIComponent(path)}${url.search}`);
    if (failure !== null || !path.startsWith(base)) {
      return Response.json({ message: 'Błąd' }, { status: failure ?? 500 });
    }
    const phrase = path.startsWith(`${base}/search/`)
      ? decodeURIComponent(path.slice(`${base}/search/`.length)).toLocaleLowerCase('pl')
      : '';
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 10);
    const [field, direction] = (url.searchParams.get('sort') ?? '').split(',');
    const found = rows.filter((row) => searchable(row).toLocaleLowerCase('pl').includes(phrase));
    if (field) {
      const key = field as keyof T;
      found.sort((a, b) => {
        const order = String(a[key]).localeCompare(String(b[key]), 'pl') || a.id - b.id;
        return direction === 'desc' ? -order : order;
      });
    }
    return Response.json({
      content: found.slice(page * size, page * size + size),
      totalElements: found.length,
      totalPages: Math.ceil(found.length / size),
      page,
      size,
    });
  });
  return {
    urls,
    failWith: (status) => {
      failure = status;
    },
  };
}

export function investor(id: number, overrides: Partial<InvestorListItem> = {}): InvestorListItem {
  return {
    id,
    company: `Firma ${String(id).padStart(2, '0')}`,
    firstName: 'Jan',
    lastName: `Kowalski${id}`,
    email: `jan${id}@firma.pl`,
    phone: '+48 600 100 200',
    createdAt: '2026-03-05T10:00:00.000Z',
    hasActiveOrder: false,
    ...overrides,
  };
}

/** Makes `min-width` media queries match (jsdom's stub matches none): the wide table layout. */
export function wideScreen(): void {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('min-width'),
  }));
}

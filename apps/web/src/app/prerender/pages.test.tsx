import type { Role } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { documentTitle, titleOfPattern } from '@/config/titles.ts';
import type { User } from '@/features/auth/types.ts';
import { decideGuard } from '@/features/auth/utils/guard-decision.ts';
import { prerenderedPages } from './pages.tsx';
import { renderPage, samplePath } from './render-page.tsx';
import { ROLE_GATE_ATTRIBUTE } from './role-gate.ts';

/** Every route pattern of paths.ts: strings and `pattern`s, not the `to` builders. */
function routePatterns(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    // `bare` is no route of its own: the catch-all answers it.
    key === 'to' || key === 'bare' ? [] : routePatterns(value),
  );
}

/** The states of a role's session that the guard tells apart. */
const sessions: Record<Role, User[]> = {
  FREELANCER: [
    { id: 7, role: 'FREELANCER', isOnboardingPassed: true } as User,
    { id: 7, role: 'FREELANCER', isOnboardingPassed: false } as User,
  ],
  INVESTOR: [
    { id: 30, role: 'INVESTOR', isMock: false } as User,
    { id: 0, role: 'INVESTOR', isMock: true, email: 'x@y.pl', firstName: '', lastName: '' },
  ],
  ADMIN: [{ id: 1, role: 'ADMIN' } as User],
};

const ROLES = Object.keys(sessions) as Role[];

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

describe('the prerendered pages', () => {
  it('cover every route but / (which only redirects), each once', () => {
    const patterns = prerenderedPages.map((page) => page.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    const routes = routePatterns(paths).filter((pattern) => pattern !== paths.home);
    expect([...patterns].sort()).toEqual([...new Set(routes)].sort());
  });

  it('hold a frame for exactly the roles the guard lets stay on the screen', () => {
    for (const page of prerenderedPages) {
      if (!('frames' in page)) continue;
      const path = samplePath(page.pattern);
      const allowed = ROLES.filter((role) =>
        sessions[role].some(
          (user) =>
            decideGuard({ hasToken: true, user, failed: false, transient: false, pathname: path })
              .type === 'allow',
        ),
      );
      expect(Object.keys(page.frames).sort(), page.pattern).toEqual(allowed.sort());
    }
  });

  it('paint a public screen itself, the same for everybody', () => {
    const login = prerenderedPages.find((page) => page.pattern === paths.login);
    if (!login) throw new Error('no /login page');
    const markup = renderPage(login);
    expect(markup.startsWith('<title>Logowanie – Handlowo</title>')).toBe(true);
    const document = parse(markup);
    expect(document.querySelector('h1, h2')?.textContent).toBe('Zaloguj się');
    expect(document.querySelector('input[type="email"]')).not.toBeNull();
    expect(document.querySelector('input[type="password"]')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector(`[${ROLE_GATE_ATTRIBUTE}]`)).toBeNull();
  });

  it("paint each role's own frame around the skeleton, without anybody's data", () => {
    const byId = prerenderedPages.find(
      (page) => page.pattern === paths.freelancer.profileById.pattern,
    );
    if (!byId) throw new Error('no profile-by-id page');
    const document = parse(renderPage(byId));
    const frame = (role: Role) => {
      const element = document.querySelector(`[${ROLE_GATE_ATTRIBUTE}="${role}"]`);
      if (!element) throw new Error(`no ${role} frame`);
      return element;
    };
    // The freelancer's shell: its navigation and 'Przyjmij zlecenie'; the admin's: the admin
    // navigation (loading, as the app's first frame draws it); the investor's: the public layout.
    expect(frame('FREELANCER').querySelector('nav')?.textContent).toContain('Pulpit');
    expect(frame('FREELANCER').textContent).toContain('Przyjmij zlecenie');
    expect(frame('ADMIN').querySelector('[aria-label="Ładowanie nawigacji"]')).not.toBeNull();
    expect(frame('ADMIN').textContent).not.toContain('Przyjmij zlecenie');
    expect(frame('ADMIN').textContent).toContain('Wróć do listy freelancerów');
    expect(frame('INVESTOR').textContent).not.toContain('Pulpit');
    expect(frame('INVESTOR').textContent).toContain('Wróć do zlecenia');
    for (const role of ROLES) {
      expect(frame(role).querySelector('header'), role).not.toBeNull();
      expect(frame(role).querySelector('main'), role).not.toBeNull();
    }
  });

  it("carry their route's own title in the head from the first byte", () => {
    for (const page of prerenderedPages) {
      const title = /^<title>([^<]*)<\/title>/.exec(renderPage(page))?.[1];
      expect(title, page.pattern).toBe(documentTitle(titleOfPattern(page.pattern) ?? '?'));
    }
    const byId = titleOfPattern(paths.freelancer.profileById.pattern);
    expect(byId).toBe('Profil freelancera');
    expect(titleOfPattern(paths.admin.freelancers)).toBe('Freelancerzy – Panel administratora');
    expect(titleOfPattern(paths.home)).toBeUndefined();
    expect(titleOfPattern('/nowhere')).toBeUndefined();
  });

  it('render no greeting, name, logout or script on any page', () => {
    for (const page of prerenderedPages) {
      const markup = renderPage(page);
      expect(markup, page.pattern).not.toMatch(/Witaj|Wyloguj|<script/i);
      const document = parse(markup);
      expect(document.querySelectorAll('header').length, page.pattern).toBeGreaterThan(0);
      if ('frames' in page) {
        const frames = document.querySelectorAll(`[${ROLE_GATE_ATTRIBUTE}]`);
        expect(frames.length, page.pattern).toBe(Object.keys(page.frames).length);
      }
    }
  });
});

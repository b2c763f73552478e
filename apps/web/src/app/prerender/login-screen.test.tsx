import { describe, expect, it } from 'vitest';
import { render } from './login-screen.tsx';

describe('the prerendered /login screen', () => {
  it('renders the title first, then the logged-out top bar, the form and the footer', () => {
    const markup = render();
    expect(markup.startsWith('<title>Logowanie – Handlowo</title>')).toBe(true);
    const document = new DOMParser().parseFromString(markup, 'text/html');
    expect(document.querySelector('h1, h2')?.textContent).toBe('Zaloguj się');
    expect(document.querySelector('input[type="email"]')).not.toBeNull();
    expect(document.querySelector('input[type="password"]')).not.toBeNull();
    expect(document.querySelector('button[type="submit"]')?.textContent).toContain('Zaloguj się');
    expect(document.querySelector('footer')).not.toBeNull();
    // Nobody is logged in at build time: no greeting, no 'Wyloguj'.
    expect(markup).not.toContain('Wyloguj');
    expect(markup).not.toMatch(/<script/i);
  });
});

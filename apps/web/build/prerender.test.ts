import { describe, expect, it } from 'vitest';
import { pageWith } from './prerender.ts';

const template = [
  '<!doctype html><html lang="pl"><head><title>Handlowo</title>',
  '<script type="module" src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('pageWith (the prerendered page around a screen)', () => {
  it('puts the markup into an inert #root marked as prerendered, keeping the scripts', () => {
    const page = pageWith(template, '<main><h1>Zaloguj się</h1></main>');
    expect(page).toContain(
      '<div id="root" data-prerendered inert><main><h1>Zaloguj się</h1></main></div>',
    );
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(page).toContain('<title>Handlowo</title>');
  });

  it("moves the screen's leading <title> into the head in place of the default one", () => {
    const page = pageWith(template, '<title>Logowanie – Handlowo</title><main>…</main>');
    expect(page).toContain('<head><title>Logowanie – Handlowo</title>');
    expect(page).not.toContain('<title>Handlowo</title>');
    expect(page).toContain('data-prerendered inert><main>…</main></div>');
  });

  it('refuses markup with a script and a template without an empty #root', () => {
    expect(() => pageWith(template, '<main><script>alert(1)</script></main>')).toThrow(
      'must not render scripts',
    );
    expect(() => pageWith('<html><body></body></html>', '<main></main>')).toThrow(
      'index.html has no <div id="root"></div>',
    );
  });
});

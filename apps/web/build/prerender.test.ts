import { describe, expect, it } from 'vitest';
import { pageWith, routeAssets } from './prerender.ts';

const template = [
  '<!doctype html><html lang="pl"><head><title>Handlowo</title>',
  '<script type="module" src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
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

  it("adds the route's stylesheets, preloads and style after the entry's, at the end of the head", () => {
    const page = pageWith(template, '<main>…</main>', {
      stylesheets: ['/assets/screen.css'],
      preloads: ['/assets/screen.js'],
      headStyle: '[data-x]{display:none}',
    });
    expect(page).toContain(
      [
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
        '<link rel="stylesheet" crossorigin href="/assets/screen.css">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/screen.js">',
        '<style>[data-x]{display:none}</style></head>',
      ].join(''),
    );
  });

  it('keeps a $ in the markup as text', () => {
    const page = pageWith(template, "<main>$& $1 $' $$</main>");
    expect(page).toContain("<main>$& $1 $' $$</main>");
  });

  it('refuses markup with a script and a template without an empty #root', () => {
    expect(() => pageWith(template, '<main><script>alert(1)</script></main>')).toThrow(
      'must not render scripts',
    );
    expect(() => pageWith('<html><head></head><body></body></html>', '<main></main>')).toThrow(
      'index.html has no <div id="root"></div>',
    );
  });
});

describe('routeAssets (what a route loads, from the Vite manifest)', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/routes/shell-layout.tsx': {
      file: 'assets/shell-layout.js',
      css: ['assets/shell-layout.css'],
      imports: ['_react.js', '_shared.js'],
    },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/app/routes/freelancer/profile.tsx': {
      file: 'assets/profile.js',
      imports: ['_shared.js'],
    },
  };

  it("collects the modules' files and stylesheets with their static imports, once each", () => {
    const assets = routeAssets(
      manifest,
      ['src/app/routes/shell-layout.tsx', 'src/app/routes/freelancer/profile.tsx'],
      '<script type="module" src="/assets/index.js"></script>',
    );
    // Imports' stylesheets before the chunk's own, as Vite's preload adds them.
    expect(assets.stylesheets).toEqual(['/assets/shared.css', '/assets/shell-layout.css']);
    expect(assets.preloads).toEqual([
      '/assets/shell-layout.js',
      '/assets/react.js',
      '/assets/shared.js',
      '/assets/profile.js',
    ]);
  });

  it('leaves out what index.html loads already', () => {
    const assets = routeAssets(
      manifest,
      ['src/app/routes/shell-layout.tsx'],
      template.replace('</head>', '<link rel="modulepreload" href="/assets/react.js"></head>'),
    );
    expect(assets.preloads).toEqual(['/assets/shell-layout.js', '/assets/shared.js']);
  });

  it('fails the build for a route module the manifest does not know', () => {
    expect(() => routeAssets(manifest, ['src/app/routes/gone.tsx'], template)).toThrow(
      'src/app/routes/gone.tsx is not in the Vite manifest',
    );
  });
});

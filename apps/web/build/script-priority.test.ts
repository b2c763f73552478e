import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './script-priority.ts';

describe('lowPriorityScripts', () => {
  it("lowers the entry's module script and modulepreloads, not stylesheets or inline scripts", () => {
    const html = [
      '<head><script>early()</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
    ].join('');
    expect(lowPriorityScripts(html)).toBe(
      [
        '<head><script>early()</script>',
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
      ].join(''),
    );
  });

  it('leaves a tag that names its own priority as it is, so running twice changes nothing', () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/a.js">';
    expect(lowPriorityScripts(html)).toBe(html);
    const once = lowPriorityScripts('<script type="module" src="/b.js"></script>');
    expect(lowPriorityScripts(once)).toBe(once);
  });
});

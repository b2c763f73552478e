import type { Page } from 'playwright-core';

/**
 * Mantine components on the page whose stylesheet is not loaded: each `m_<hash>` class Mantine
 * puts on an element must match a rule of a loaded stylesheet. The bundle budget spec checks the
 * whole build; this checks the route, where a lazily loaded screen must import the sheets of the
 * components only it renders (the investor detail's Tabs rendered unstyled at issue 10 until the
 * wizard had loaded Tabs.css). Returns 'mantine-Tabs-tab (m_4ec4dce6)' per missing class.
 */
export function unstyledMantineClasses(page: Page): Promise<string[]> {
  // No named functions inside: the test runner's transpiler may wrap them in a helper that does
  // not exist in the page.
  return page.evaluate(() => {
    const defined = new Set<string>();
    const pending: CSSRule[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        pending.push(...Array.from(sheet.cssRules));
      } catch {
        // A cross-origin sheet cannot be read; the app serves none.
      }
    }
    while (pending.length > 0) {
      const rule = pending.pop();
      if (rule instanceof CSSStyleRule) {
        for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) {
          if (match[1]) defined.add(match[1]);
        }
      }
      if (rule && 'cssRules' in rule)
        pending.push(...Array.from((rule as CSSGroupingRule).cssRules));
    }
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      const classes = Array.from(element.classList);
      for (const name of classes) {
        if (!/^m_[0-9a-f]+$/.test(name) || defined.has(name)) continue;
        missing.set(name, classes.find((c) => c.startsWith('mantine-')) ?? element.tagName);
      }
    }
    return Array.from(missing, ([name, part]) => `${part} (${name})`);
  });
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core inside the page and keeps what blocks a screen-reader or low-vision user (impact
 * serious or critical), shaped so that a failed assertion names the rule, the advice and the
 * elements: `expect(await seriousViolations(page)).toEqual([])`.
 */

export interface AxeViolationSummary {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (axe's `target`), at most ten. */
  targets: string[];
  /** The first element's HTML and axe's explanation, cut short. */
  example: string;
}

/** Rule tags that state WCAG 2.x A/AA requirements and axe's own best practices. */
const runOnly = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let axeSource: Promise<string> | undefined;

/** The browser build of axe-core, read once per spec file (it is about 550 kB). */
function source(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * `within`: a CSS selector that limits the check to those elements and what they contain (the
 * open dialogs, say). axe still sees the whole page (contrast against what lies under), but checks
 * and reports only there, which on a long page is several times faster.
 */
export async function seriousViolations(
  page: Page,
  within?: string,
): Promise<AxeViolationSummary[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline
  // <script>, and the test must see the page with its real CSP.
  if (!hasAxe) await page.evaluate(await source());
  const violations = await page.evaluate(
    async ({ tags, selector }) => {
      // axe-core declares itself on window; the page's own types do not know it.
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const results = (await axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: Result[] };
      // Elements do not cross the page boundary: keep only plain data.
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          html: node.html,
          summary: node.failureSummary ?? '',
        })),
      }));
    },
    { tags: runOnly, selector: within ?? null },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 10).map((node) => node.target),
      example: violation.nodes[0]
        ? `${violation.nodes[0].html.slice(0, 200)} — ${violation.nodes[0].summary.slice(0, 300)}`
        : '',
    }));
}

import type { Page } from 'playwright-core';
import { documentTitle } from '../../apps/web/src/config/titles.ts';
import { wizardStepHeadings } from '../../apps/web/src/features/service-wizard/lib/step-headings.ts';
import { wizardStepTitle } from '../../apps/web/src/features/service-wizard/lib/step-names.ts';
import { seriousViolations } from '../support/axe.ts';
import { registeredInvestor } from '../support/investor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import {
  addService,
  choosePipeline,
  investorAtWizardStep,
  SERVICE,
  temporaryInvestorAtWizardStep,
} from '../support/wizard.ts';

/**
 * The wizard's four steps, each opened by the investor whose order the wizard resumes at that
 * step (every-screen covers step 0 only): at 375 px and 1280 px no serious or critical axe-core
 * violation, no sideways scrolling, and the step's own document title.
 */

const steps = [0, 1, 2, 3] as const;
/** The phone width first: the page is loaded at it, then widened. */
const widths = [375, 1280] as const;

function viewport(width: number) {
  return { width, height: width < 600 ? 812 : 900 };
}

/** The step's title is shown and nothing in the page is still loading. */
async function stepSettled(page: Page, step: (typeof steps)[number]) {
  await seen(page.getByRole('heading', { level: 1, name: wizardStepHeadings[step].title }));
  await page.waitForFunction(
    () => !document.querySelector('main .mantine-Loader-root, main .mantine-Skeleton-root'),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

for (const step of steps) {
  test(`wizard step ${step} at 375 px and 1280 px: axe, no sideways scrolling, its title`, async ({
    app,
    context,
    page,
  }) => {
    const investor = await investorAtWizardStep(app.baseUrl, step);
    await storeToken(context, investor.token);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems: string[] = [];
    await page.setViewportSize(viewport(widths[0]));
    await page.goto(SERVICE);
    await stepSettled(page, step);
    expect(await page.title()).toBe(documentTitle(wizardStepTitle(step)));

    for (const width of widths) {
      await page.setViewportSize(viewport(width));
      await stepSettled(page, step);
      for (const violation of await seriousViolations(page)) {
        problems.push(
          `@${width}px axe ${violation.impact} ${violation.id} (${violation.help}) on ${violation.targets.join(' | ')}; first: ${violation.example}`,
        );
      }
      const { overflow, culprits } = await horizontalOverflow(page);
      if (overflow > 0)
        problems.push(`@${width}px ${overflow} px too wide: ${culprits.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });
}

test('step 0 with every stage unfolded at 375 px: axe and no sideways scrolling', async ({
  app,
  context,
  page,
}) => {
  const investor = await investorAtWizardStep(app.baseUrl, 0);
  await storeToken(context, investor.token);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(viewport(375));
  await page.goto(SERVICE);
  await stepSettled(page, 0);
  const toggles = page.getByRole('button', { name: /^Cel i główne zadania: / });
  for (const toggle of await toggles.all()) await toggle.click();
  await seen(page.getByText('Główne zadania'));
  await page.getByRole('radio').first().check();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
});

test('the summary of a temporary investor, with the registration form, at 375 px and 1280 px', async ({
  app,
  context,
  page,
}) => {
  const { token } = await temporaryInvestorAtWizardStep(app.baseUrl, 3);
  await storeToken(context, token);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(viewport(375));
  await page.goto(SERVICE);
  await stepSettled(page, 3);
  await seen(page.getByRole('heading', { name: 'Mamy dla Ciebie specjalistę!' }));
  expect(await page.title()).toBe(documentTitle(wizardStepTitle(3)));
  for (const width of widths) {
    await page.setViewportSize(viewport(width));
    await stepSettled(page, 3);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    await page.screenshot({ path: `/tmp/w1-mock-summary-${width}.png`, fullPage: true });
  }
});

// Issue 28: the line above the title named stage 1 ('Przygotowanie do sprzedaży') whatever stage
// was chosen; each step after the first names the investor's own stage.
test('the steps after the first are headed with the stage the investor chose', async ({
  app,
  context,
  page,
}) => {
  const investor = await registeredInvestor(app.baseUrl);
  await choosePipeline(app.baseUrl, investor.token, 2);
  await storeToken(context, investor.token);
  await page.goto(SERVICE);
  const stageLine = async (step: 1 | 2) => {
    const title = page.getByRole('heading', { level: 1, name: wizardStepHeadings[step].title });
    await seen(title);
    return title.evaluate((el) => el.previousElementSibling?.textContent ?? '');
  };
  expect(await stageLine(1)).toBe('Generowanie leadów');
  await addService(app.baseUrl, investor.token, { pipelineId: 2 });
  await page.reload();
  expect(await stageLine(2)).toBe('Generowanie leadów');
  expect(await page.getByText('Przygotowanie do sprzedaży').count()).toBe(0);
});

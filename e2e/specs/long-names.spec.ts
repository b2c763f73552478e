import { logIn, onboardedFreelancer, registerFreelancer } from '../support/api.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { LONG_SURNAME, linesOfWord } from '../support/long-names.ts';
import { desktop, PROFILE, phone } from '../support/profile-modals.ts';
import { seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * Names on a phone (issue 28): 'Witaj, Anna Brzęczyszczykiewicz!' overflowed the onboarding's
 * start at 375 px, and the profile broke the surname as 'Brzęczyszczykiew/icz'. A realistic long
 * surname is shown whole at 375 and 1280 px, wrapping only between words; the longest ones the
 * contract accepts are the screen harness's (every-screen.spec.ts: no sideways scroll).
 */

const name = { firstName: 'Anna', lastName: LONG_SURNAME };

test('the onboarding’s welcome shows a long surname whole, at 375 and 1280 px', async ({
  page,
  app,
}) => {
  const user = await registerFreelancer(app.baseUrl, name);
  await storeToken(page.context(), await logIn(app.baseUrl, user.email, user.password));
  await page.setViewportSize(phone);
  await page.goto('/freelancer/onboarding/start');
  const heading = await seen(page.getByRole('heading', { level: 1, name: /^Witaj, Anna/ }));
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    expect(await linesOfWord(heading, LONG_SURNAME), `${viewport.width} px`).toBe(1);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  }
});

test('the profile shows a long surname whole, at 375 and 1280 px', async ({ page, app }) => {
  const user = await onboardedFreelancer(app.baseUrl, name);
  await storeToken(page.context(), user.token);
  await page.setViewportSize(phone);
  await page.goto(PROFILE);
  const heading = await seen(page.getByRole('heading', { level: 2, name: `Anna ${LONG_SURNAME}` }));
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    expect(await linesOfWord(heading, LONG_SURNAME), `${viewport.width} px`).toBe(1);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  }
});

import { onboardedFreelancer } from '../support/api.ts';
import { control, logInThroughForm } from '../support/flows.ts';
import { answerInvestorQuestionnaire, registeredInvestor } from '../support/investor.ts';
import { atStep } from '../support/onboarding.ts';
import { atPath, seen, storedToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * A finished questionnaire is not shown again (issue 6, screens item 7): it used to open on its
 * last step ('10 / 10'). Its user lands where finishing it leads instead.
 */

test('a freelancer who finished onboarding is sent from it to the profile', async ({
  page,
  app,
}) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  await logInThroughForm(page, freelancer.email, freelancer.password);
  await atPath(page, '/freelancer/profile');

  for (const path of ['/freelancer/onboarding', '/freelancer/onboarding/start']) {
    await page.goto(path);
    await atPath(page, '/freelancer/profile');
    await seen(page.getByRole('heading', { name: 'Twój profil' }));
    expect(await page.getByText(/^\s*10\s*\/\s*10\s*$/).count()).toBe(0);
  }
});

test('a temporary investor who answered everything is sent from the questionnaire to the summary', async ({
  page,
  app,
}) => {
  await page.goto('/investor/start');
  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atPath(page, '/investor/onboarding');
  await atStep(page, 1, 8);

  await answerInvestorQuestionnaire(app.baseUrl, (await storedToken(page)) ?? '');
  await page.goto('/investor/onboarding');
  await atPath(page, '/investor/onboarding/summary');
  await seen(page.getByRole('heading', { name: 'Mamy dla Ciebie specjalistę!' }));
  expect(await page.getByText(/^\s*8\s*\/\s*8\s*$/).count()).toBe(0);

  // The start screen's questionnaire option leads to the summary too, not back to the start.
  await page.goto('/investor/start');
  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atPath(page, '/investor/onboarding/summary');
});

test('a registered investor who answered everything is sent from the questionnaire to the summary', async ({
  page,
  app,
}) => {
  const investor = await registeredInvestor(app.baseUrl);
  await answerInvestorQuestionnaire(app.baseUrl, investor.token);
  await logInThroughForm(page, investor.email, investor.password);
  await atPath(page, '/investor/start');

  await page.goto('/investor/onboarding');
  await atPath(page, '/investor/onboarding/summary');
  await seen(page.getByRole('link', { name: 'Przejdź do definiowania usług' }));
  expect(await page.getByText(/^\s*8\s*\/\s*8\s*$/).count()).toBe(0);
});

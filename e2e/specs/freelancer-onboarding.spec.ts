import { apiCall, logIn, newUser } from '../support/api.ts';
import { control, logInThroughForm, logOut, registerThroughForm } from '../support/flows.ts';
import { at, atStep, choose, continueButton, dictionary } from '../support/onboarding.ts';
import { atPath, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

interface Named {
  id: number;
  name: string;
}

interface FreelancerMe {
  isOnboardingPassed: boolean;
  specialization: Named | null;
  workingDays: string[];
  sectors: Named[];
  selectedActivities: { activityId: number; level: number }[];
  salesTools: { id: number }[];
}

test('a new freelancer completes the ten onboarding steps across two sessions', async ({
  page,
  app,
}) => {
  const user = newUser({ firstName: 'Marek', lastName: 'Zieliński' });
  const total = 10;

  await registerThroughForm(page, user);
  await atPath(page, '/login');
  await logInThroughForm(page, user.email, user.password);
  await atPath(page, '/freelancer/onboarding/start');
  await control(page, 'Zaczynajmy').click();
  await atPath(page, '/freelancer/onboarding');

  // 1. Experience level (the client's fixed list, API.md 2.1).
  await atStep(page, 1, total);
  await choose(page, 'Powyżej 6 lat');
  await continueButton(page).click();

  // 2. Specialization: the last one is beyond the first ten; the search finds it, in any case.
  await atStep(page, 2, total);
  const specializations = await dictionary<Named>(page, app.baseUrl, '/specialization');
  const specialization = at(specializations, -1, 'specializations');
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(specialization.name.toUpperCase());
  await choose(page, specialization.name);
  await continueButton(page).click();

  // 3. Working days.
  await atStep(page, 3, total);
  await choose(page, 'Poniedziałek');
  await choose(page, 'Środa');
  await continueButton(page).click();

  // 4. Working hours, titled '<description> / tydzień'.
  await atStep(page, 4, total);
  const hours = await dictionary<{ description: string }>(page, app.baseUrl, '/workingHours');
  await choose(page, `${at(hours, 1, 'working hours').description} / tydzień`);
  await continueButton(page).click();

  // 5. Income goal, titled '<range> / tydzień'.
  await atStep(page, 5, total);
  const goals = await dictionary<{ range: string }>(page, app.baseUrl, '/incomeGoals');
  await choose(page, `${at(goals, 0, 'income goals').range} / tydzień`);
  await continueButton(page).click();

  // Leave in the middle: the saved answers decide where the next session resumes.
  await atStep(page, 6, total);
  await logOut(page);
  await logInThroughForm(page, user.email, user.password);
  await atPath(page, '/freelancer/onboarding/start');
  await control(page, 'Zaczynajmy').click();
  await atStep(page, 6, total);

  // 6. Industries: one sub-industry, inside its industry's section.
  const industries = await dictionary<{ name: string; subIndustries: Named[] }>(
    page,
    app.baseUrl,
    '/industries',
  );
  const industry = at(industries, 0, 'industries');
  const subIndustry = at(industry.subIndustries, 0, 'sub-industries');
  await page
    .getByRole('region', { name: industry.name })
    .getByText(subIndustry.name, { exact: true })
    .click();
  await continueButton(page).click();

  // 7. Type of sales.
  await atStep(page, 7, total);
  const types = await dictionary<{ description: string }>(page, app.baseUrl, '/typeOfSales');
  await choose(page, at(types, 0, 'types of sales').description);
  await continueButton(page).click();

  // 8. Sectors: the eleventh and later ones appear after 'Rozwiń wszystkie (+n)'.
  await atStep(page, 8, total);
  const sectors = await dictionary<Named>(page, app.baseUrl, '/sectors');
  const sector = at(sectors, -1, 'sectors');
  await page.getByRole('button', { name: /^Rozwiń wszystkie \(\+\d+\)$/ }).click();
  await choose(page, sector.name);
  await continueButton(page).click();

  // 9. Activities: the hint says the list may stay empty; rate one at level 3.
  await atStep(page, 9, total);
  await seenText(page, 'Zostaw puste jeśli nie świadczysz usługi');
  const activities = await dictionary<Named>(page, app.baseUrl, '/activities');
  const activity = at(activities, 0, 'activities');
  // Mantine's rating keeps its radio inputs visually hidden under the star symbols.
  await page.getByLabel(`${activity.name}: Średniozaawansowany`).check({ force: true });
  await continueButton(page).click();

  // 10. Sales tools, then finish.
  await atStep(page, 10, total);
  const tools = await dictionary<{ id: number; toolName: string }>(page, app.baseUrl, '/tools');
  const tool = at(tools, 0, 'tools');
  await choose(page, tool.toolName);
  await page.getByRole('button', { name: 'Zakończ i przejdź do panelu' }).click();
  await atPath(page, '/freelancer/profile');

  const token = await logIn(app.baseUrl, user.email, user.password);
  const me = await apiCall<FreelancerMe>(app.baseUrl, 'GET', '/freelancer/me', { token });
  expect(me.isOnboardingPassed).toBe(true);
  expect(me.specialization?.id).toBe(specialization.id);
  expect(me.workingDays).toEqual(['MONDAY', 'WEDNESDAY']);
  expect(me.sectors.map((s) => s.id)).toEqual([sector.id]);
  expect(me.selectedActivities).toEqual([
    expect.objectContaining({ activityId: activity.id, level: 3 }),
  ]);
  expect(me.salesTools.map((t) => t.id)).toEqual([tool.id]);
});

import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { openProfile, phone, signIn } from '../support/profile-modals.ts';
import { seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The profile's sub-industries (spec document 2 section 9): at most two lines of 240 px, the rest
 * behind a '+N' chip that shows them all. The row measures its chips once it knows its own width
 * (issue 30: not inside the commit that takes the painted page over), so this checks the fit on
 * a real layout.
 */
test('sub-industries beyond two lines hide behind +N, which shows them all', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  const industries = await apiCall<{ subIndustries: { id: number; name: string }[] }[]>(
    app.baseUrl,
    'GET',
    '/industries',
    { token: user.token },
  );
  const chosen = industries.flatMap((industry) => industry.subIndustries).slice(0, 12);
  expect(chosen).toHaveLength(12);
  await apiCall(app.baseUrl, 'PATCH', '/freelancer/me/industries', {
    token: user.token,
    body: chosen.map((sub) => sub.id),
  });
  await signIn(page, user.token);
  await page.setViewportSize(phone);
  await openProfile(page);

  const more = page.getByRole('button', { name: /^Pokaż wszystkie branże \(\+\d+\)$/ });
  await seen(more);
  const label = (await more.getAttribute('aria-label')) ?? '';
  const hidden = Number(/\+(\d+)/.exec(label)?.[1]);
  expect(hidden).toBeGreaterThan(0);
  expect(hidden).toBeLessThan(chosen.length);
  // The shown chips and the '+N' fill two lines.
  const row = more.locator('xpath=..');
  // The row itself (its Group element stays when the '+N' goes).
  const rowElement = await row.elementHandle();
  if (!rowElement) throw new Error('no chip row');
  const chipCount = () =>
    rowElement.evaluate(
      (element) => element.querySelectorAll(':scope > .mantine-Badge-root').length,
    );
  const tops = await row
    .locator(':scope > *')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops).toHaveLength(chosen.length - hidden + 1);
  // A line's items share a top within a few pixels (the '+N' is a button around its chip).
  const lines = [...tops]
    .sort((a, b) => a - b)
    .filter((top, i, all) => i === 0 || top - (all[i - 1] ?? top) > 8);
  expect(lines, `tops ${tops.join(', ')}`).toHaveLength(2);

  await more.click();
  await expect.poll(chipCount).toBe(chosen.length);
  await more.waitFor({ state: 'detached' });
});

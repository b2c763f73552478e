import { apiCall, logIn, onboardedFreelancer } from '../support/api.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { phone } from '../support/profile-modals.ts';
import { seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * A visitor's view of an empty profile (spec document 2 sections 2 and 6, issue 8): the admin
 * opens an onboarded freelancer who filled in nothing beyond the onboarding and sees every section
 * read-only, each with its visitor empty state. The only edit control is the admin's own
 * 'Edytuj usługi' (D28); the tools are the one the onboarding requires.
 */

interface Tool {
  id: number;
  toolName: string;
}

/** Each section (by its anchor) and the visitor texts it must show. */
const visitorTexts: [section: string, texts: string[]][] = [
  ['about', ['Nie dodano danych o sobie', 'Brak wideo']],
  ['certifications', ['Nie dodano danych o certyfikatach i licencjach']],
  ['videos', ['Nie dodano danych o wideo']],
  ['services', ['Brak usług']],
  ['portfolio', ['Brak projektów w portfolio']],
  ['reviews', ['Brak opinii']],
  ['experience', ['Brak danych o doświadczeniu']],
  ['education', ['Brak danych o wykształceniu']],
];

test('an admin sees an empty profile read-only, with every visitor empty state', async ({
  page,
  app,
}) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  const token = freelancer.token;
  const { id } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', { token });
  const [tool] = await apiCall<Tool[]>(app.baseUrl, 'GET', `/freelancer/tools/${id}`, { token });
  if (!tool) throw new Error('the onboarding saved no tool');
  await storeToken(page.context(), await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
  await page.setViewportSize(phone);
  await page.goto(`/freelancer/profile/${id}`);
  await seen(page.getByRole('heading', { level: 1, name: 'Profil freelancera' }));

  for (const [section, texts] of visitorTexts) {
    const region = page.locator(`#${section}`);
    for (const text of texts) await seen(region.getByText(text, { exact: true }));
  }
  // Tools cannot be empty after the onboarding (B18 needs one): the tool shows, read-only.
  const tools = page.locator('#tools');
  await seen(tools.getByRole('group', { name: tool.toolName }));
  expect(await tools.getByText('Brak narzędzi sprzedażowych').count()).toBe(0);

  // No owner texts and no owner controls; the admin's services Edit is the one exception.
  for (const ownerText of [
    'Nie uzupełniono danych o sobie',
    'Nagraj krótkie wideo o sobie',
    'Nie dodano jeszcze żadnych certyfikatów i licencji',
    'Nie dodano jeszcze żadnych wideo',
    'Nie dodano jeszcze żadnych usług',
    'Nie dodano jeszcze żadnych projektów do portfolio',
    'Nie posiadasz żadnych opinii',
  ]) {
    expect(await page.getByText(ownerText).count(), ownerText).toBe(0);
  }
  const controls = page.getByRole('button', { name: /^(Dodaj|Edytuj|Nagraj)/ });
  const names = await controls.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
  );
  expect(names).toEqual(['Edytuj usługi']);
  expect((await horizontalOverflow(page)).overflow).toBe(0);
});

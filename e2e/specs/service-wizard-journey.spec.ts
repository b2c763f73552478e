import type { Page } from 'playwright-core';
import { documentTitle } from '../../apps/web/src/config/titles.ts';
import { wizardStepHeadings } from '../../apps/web/src/features/service-wizard/lib/step-headings.ts';
import { wizardStepTitle } from '../../apps/web/src/features/service-wizard/lib/step-names.ts';
import { apiCall, newUser } from '../support/api.ts';
import {
  control,
  logInThroughForm,
  registerTemporaryInvestorThroughForm,
  setPasswordThroughForm,
} from '../support/flows.ts';
import { registeredInvestor } from '../support/investor.ts';
import { setPasswordLink } from '../support/outbox.ts';
import { atPath, seen, seenText, storedToken, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import {
  addProductThroughModal,
  addServiceThroughModal,
  atWizardStep,
  type ProductThroughModal,
  SERVICE,
  type ServiceThroughModal,
} from '../support/wizard.ts';

/*
 * The investor's service wizard as users go through it (spec document 2 section 2, API.md
 * E1–E11, A8): everything through the screens; the API only reads the dictionaries to know
 * which names to pick.
 */

const title = (step: 0 | 1 | 2 | 3) => wizardStepHeadings[step].title;

interface Pipeline {
  id: number;
  name: string;
  goal: string;
  pipelineMainTasks: { id: number; name: string }[];
}

/** The first stage and its first main task, as E1 lists them. */
async function firstStage(page: Page, baseUrl: string) {
  const token = await storedToken(page);
  if (!token) throw new Error('no session in the page');
  const pipelines = await apiCall<Pipeline[]>(baseUrl, 'GET', '/pipeline', { token });
  const stage = pipelines.find((p) => p.id === 1);
  const task = stage?.pipelineMainTasks[0];
  if (!stage || !task) throw new Error('stage 1 has no main task');
  return { stage, task, token };
}

/** A product with the first option of every list the modal shows. */
async function productFromDictionaries(
  baseUrl: string,
  token: string,
): Promise<ProductThroughModal> {
  const get = <T>(path: string) => apiCall<T>(baseUrl, 'GET', path, { token });
  const [industries, sectors, sizes, persons] = await Promise.all([
    get<{ subIndustries: { name: string }[] }[]>('/industries'),
    get<{ name: string }[]>('/sectors'),
    get<{ description: string }[]>('/company-size'),
    get<{ name: string }[]>('/buyer-person'),
  ]);
  const subIndustry = industries[0]?.subIndustries[0]?.name;
  const [sector, size, person] = [sectors[0], sizes[0], persons[0]];
  if (!subIndustry || !sector || !size || !person) throw new Error('a dictionary is empty');
  return {
    name: 'Okna PCV dla deweloperów',
    subIndustry,
    sector: sector.name,
    companySize: size.description,
    buyerPerson: person.name,
  };
}

/** 'd MMMM yyyy' in Polish ('15 grudnia 2026'), as the calendar and the summary write dates. */
const polishDate = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A service starting on the 15th of next month (the calendar opens on this month). */
function serviceFor(task: string): ServiceThroughModal & { shownStart: string } {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const end = new Date(now.getFullYear(), now.getMonth() + 4, 15);
  const day = polishDate.format(start);
  return {
    task,
    amount: 150,
    period: '3 miesiące',
    startDay: day,
    description: 'Telefony do deweloperów z województwa, umawianie spotkań.',
    shownStart: `${day} – ${polishDate.format(end)}`,
  };
}

test('a temporary investor defines the order, registers in the summary and finds it after logging in', async ({
  page,
  app,
}) => {
  const investor = newUser({ firstName: 'Marta', lastName: 'Zielińska', company: 'Okna Plus' });

  // From /investor/start as a visitor: the first choice starts a temporary session.
  await page.goto('/investor/start');
  await control(page, 'Wiem jakiej usługi potrzebuję').click();
  await atPath(page, SERVICE);

  // Step 0: the first stage, its goal unfolds when chosen.
  await atWizardStep(page, title(0));
  const { stage, task, token } = await firstStage(page, app.baseUrl);
  await page.getByRole('radio', { name: stage.name, exact: true }).check();
  await seenText(page, stage.goal);
  await page.getByRole('button', { name: 'Wybierz i przejdź dalej' }).click();

  // Step 1: one service through the two-tab modal.
  await atWizardStep(page, title(1));
  expect(await page.title()).toBe(documentTitle(wizardStepTitle(1)));
  const service = serviceFor(task.name);
  await addServiceThroughModal(page, service);
  await seenText(page, task.name);
  await control(page, 'Przejdź dalej').click();

  // Step 2: one product.
  await atWizardStep(page, title(2));
  const product = await productFromDictionaries(app.baseUrl, token);
  await addProductThroughModal(page, product);
  await seenText(page, product.name);
  await control(page, 'Przejdź dalej').click();

  // Step 3: the summary; 'Edytuj usługi' jumps to step 1, and forward again.
  await atWizardStep(page, title(3));
  await checkSummary(page, stage.name, task.name, service.shownStart, product.name);
  await page.getByRole('button', { name: 'Edytuj usługi' }).click();
  await atWizardStep(page, title(1));
  await control(page, 'Przejdź dalej').click();
  await atWizardStep(page, title(2));
  await control(page, 'Przejdź dalej').click();
  await atWizardStep(page, title(3));

  // The registration of the summary (A8): the same user becomes a real investor.
  const mail = await registerTemporaryInvestorThroughForm(page, app.dataDir, investor);
  await atPath(page, '/login');
  await setPasswordThroughForm(page, setPasswordLink(mail), investor.password);
  await seenText(page, /^Udało się zmienić hasło/);
  await atPath(page, '/login');
  await logInThroughForm(page, investor.email, investor.password);
  await atPath(page, '/investor/start');

  // The same order: the wizard resumes on the summary with what was entered.
  await control(page, 'Wiem jakiej usługi potrzebuję').click();
  await atPath(page, SERVICE);
  await atWizardStep(page, title(3));
  await checkSummary(page, stage.name, task.name, service.shownStart, product.name);
  await seen(page.getByRole('link', { name: 'Moje zlecenie' }).last());
  expect(await page.getByText('Mamy dla Ciebie specjalistę!').count()).toBe(0);
});

test('a registered investor reloads mid-wizard and resumes at the computed step', async ({
  page,
  context,
  app,
}) => {
  const investor = await registeredInvestor(app.baseUrl);
  await storeToken(context, investor.token);
  await page.goto(SERVICE);
  await atWizardStep(page, title(0));
  const { stage, task } = await firstStage(page, app.baseUrl);
  await page.getByRole('radio', { name: stage.name, exact: true }).check();
  await page.getByRole('button', { name: 'Wybierz i przejdź dalej' }).click();
  await atWizardStep(page, title(1));
  await addServiceThroughModal(page, serviceFor(task.name));
  await seenText(page, task.name);

  await page.reload();
  // A stage and a service, no product: step 2 (spec document 2 section 2).
  await atWizardStep(page, title(2));
  expect(await page.title()).toBe(documentTitle(wizardStepTitle(2)));
  await control(page, 'Wstecz').click();
  await atWizardStep(page, title(1));
  await seenText(page, task.name);
});

async function checkSummary(
  page: Page,
  stage: string,
  task: string,
  dates: string,
  product: string,
) {
  const summary = page.getByRole('region').or(page.locator('section')).first();
  await seen(summary.getByText(stage, { exact: true }));
  await seen(summary.getByRole('heading', { level: 3, name: task }));
  await seen(summary.getByText(dates));
  await seen(summary.getByRole('heading', { level: 3, name: product }));
}

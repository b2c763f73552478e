import type { Locator, Page } from 'playwright-core';
import { apiCall } from './api.ts';
import { registeredInvestor, temporaryInvestor } from './investor.ts';

/*
 * Arrange-step helpers for the investor's service wizard (API.md E1–E11): an investor whose
 * first order is at a given step, through the API, so a spec drives only the screens it is about.
 */

interface Pipeline {
  id: number;
  pipelineMainTasks: { id: number; name: string }[];
}
interface InvestorMe {
  id: number;
  orders: { id: number }[];
}

/**
 * One wizard case for the modal harness (e2e/specs/every-modal.spec.ts). `open` starts on
 * /investor/service of an investor with a funnel stage, one service and one product (the summary
 * step) and returns once the modal titled `title` is shown with its contents.
 */
export interface WizardModalCase {
  title: string;
  open: (page: Page) => Promise<void>;
}

export const SERVICE = '/investor/service';

/** E3: the first order's funnel stage. */
export async function choosePipeline(baseUrl: string, token: string, pipelineId = 1) {
  const me = await apiCall<InvestorMe>(baseUrl, 'GET', '/investor/me', { token });
  const orderId = me.orders[0]?.id;
  if (orderId === undefined) throw new Error('the investor has no order');
  await apiCall(baseUrl, 'PATCH', `/order/${orderId}/pipeline/${pipelineId}`, { token });
  return orderId;
}

/** E4: a service of the pipeline's `taskIndex`-th main task. */
export async function addService(
  baseUrl: string,
  token: string,
  { pipelineId = 1, taskIndex = 0 }: { pipelineId?: number; taskIndex?: number } = {},
): Promise<{ id: number }> {
  const pipelines = await apiCall<Pipeline[]>(baseUrl, 'GET', '/pipeline', { token });
  const task = pipelines.find((p) => p.id === pipelineId)?.pipelineMainTasks[taskIndex];
  if (!task) throw new Error(`pipeline ${pipelineId} has no main task ${taskIndex}`);
  return apiCall(baseUrl, 'POST', '/order-activity', {
    token,
    body: {
      amount: 120,
      startDate: '2027-02-01',
      period: 3,
      description: 'Telefony do firm z listy, umawianie spotkań z zarządem.',
      pipelineMainTaskId: task.id,
    },
  });
}

/** E9: a product with the first option of every list and the whole country as its area. */
export async function addProduct(
  baseUrl: string,
  token: string,
  name = 'System CRM dla biur rachunkowych',
): Promise<{ id: number }> {
  const [industries, sectors, sizes, persons] = await Promise.all([
    apiCall<{ subIndustries: { id: number }[] }[]>(baseUrl, 'GET', '/industries', { token }),
    apiCall<{ id: number }[]>(baseUrl, 'GET', '/sectors', { token }),
    apiCall<{ name: string }[]>(baseUrl, 'GET', '/company-size', { token }),
    apiCall<{ id: number }[]>(baseUrl, 'GET', '/buyer-person', { token }),
  ]);
  const subIndustryId = industries[0]?.subIndustries[0]?.id;
  const [sector, size, person] = [sectors[0], sizes[0], persons[0]];
  if (subIndustryId === undefined || !sector || !size || !person) {
    throw new Error('a product dictionary is empty');
  }
  return apiCall(baseUrl, 'POST', '/products', {
    token,
    body: {
      name,
      subIndustryId,
      description: 'Abonament z wdrożeniem i szkoleniem zespołu.',
      sectorIds: [sector.id],
      companySize: [size.name],
      buyerPersonIds: [person.id],
      country: 'POLAND',
    },
  });
}

/**
 * A registered investor whose wizard opens on `step` (spec: 0 without a stage, 1 without
 * services, 2 without products, 3 with products).
 */
export async function investorAtWizardStep(baseUrl: string, step: 0 | 1 | 2 | 3) {
  const investor = await registeredInvestor(baseUrl);
  if (step >= 1) await choosePipeline(baseUrl, investor.token);
  if (step >= 2) await addService(baseUrl, investor.token);
  if (step >= 3) await addProduct(baseUrl, investor.token);
  return investor;
}

/** A temporary (mock) investor (A7) whose wizard opens on `step`, like `investorAtWizardStep`. */
export async function temporaryInvestorAtWizardStep(
  baseUrl: string,
  step: 0 | 1 | 2 | 3,
): Promise<{ token: string }> {
  const token = await temporaryInvestor(baseUrl);
  if (step >= 1) await choosePipeline(baseUrl, token);
  if (step >= 2) await addService(baseUrl, token);
  if (step >= 3) await addProduct(baseUrl, token);
  return { token };
}

/* Driving the wizard's screens as a user (roles, labels and visible texts only). */

/** Waits for the step whose title (the frame's h1) is `title`. */
export async function atWizardStep(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible' });
}

/** Mantine selects: open by the label, click the option (the listbox is portalled). */
async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  // The select's input, not a radio of the same name (the area kind 'Kraj').
  const input = scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
  await input.and(scope.locator('input:not([type="radio"])')).first().click();
  // An option may show more under its label (a company size's target): match by the start.
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}`) })
    .first()
    .click();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface ServiceThroughModal {
  /** The main task's name (its radio card starts with it). */
  task: string;
  amount: number;
  /** The period's label, '3 miesiące'. */
  period: string;
  /** The start date's aria-label in the calendar, 'D MMMM YYYY' in Polish; in next month. */
  startDay: string;
  description: string;
}

/** Step 1: 'Dodaj usługę' → tab 01 the task → 'Dalej' → tab 02 the details → 'Dodaj usługę'. */
export async function addServiceThroughModal(page: Page, service: ServiceThroughModal) {
  await page.getByRole('button', { name: 'Dodaj usługę', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj usługę' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(service.task)}`) }).click();
  await dialog.getByRole('button', { name: 'Dalej', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Ilość/ }).fill(String(service.amount));
  await dialog.getByRole('radio', { name: service.period, exact: true }).click();
  await dialog.getByRole('button', { name: /^Data rozpoczęcia/ }).click();
  await page.locator('[data-direction="next"]').first().click();
  await page.getByRole('button', { name: service.startDay, exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Dodatkowe informacje/ }).fill(service.description);
  await dialog.getByRole('button', { name: 'Dodaj usługę', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface ProductThroughModal {
  name: string;
  subIndustry: string;
  sector: string;
  /** The company size's description (what the select shows). */
  companySize: string;
  buyerPerson: string;
}

/** Step 2: 'Dodaj produkt' with the required fields and the whole country as the area. */
export async function addProductThroughModal(page: Page, product: ProductThroughModal) {
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj produkt' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('textbox', { name: /^Nazwa produktu/ }).fill(product.name);
  await pickOption(page, dialog, 'Branża', product.subIndustry);
  await pickOption(page, dialog, 'Sektor', product.sector);
  await pickOption(page, dialog, 'Jak duże podmioty są Twoim celem?', product.companySize);
  await pickOption(page, dialog, 'Persona kupującego', product.buyerPerson);
  await pickOption(page, dialog, 'Kraj', 'Polska');
  await dialog.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

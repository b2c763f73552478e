import type { Page } from 'playwright-core';
import { wizardModalTitles } from '../../apps/web/src/features/service-wizard/modal-titles.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';
import { SERVICE, type WizardModalCase } from './wizard.ts';

/*
 * The wizard's service modals for the modal harness: from the summary (the investor has one
 * service of stage 1, which has more main tasks) to the services step through 'Edytuj usługi',
 * then the modal itself.
 */

/**
 * /investor/service at the services step: the wizard resumes there without services, on a later
 * step with them (then the summary's 'Edytuj usługi' or the products step's 'Wstecz' leads back).
 */
export async function openServicesStep(page: Page): Promise<void> {
  await page.goto(SERVICE);
  const heading = page.getByRole('heading', { level: 1, name: 'Zdefiniuj usługi' });
  const fromSummary = page.getByRole('button', { name: 'Edytuj usługi', exact: true });
  const fromProducts = page.getByRole('heading', { level: 1, name: 'Zdefiniuj produkty' });
  await seen(heading.or(fromSummary).or(fromProducts));
  if (await fromSummary.isVisible()) await fromSummary.click();
  else if (await fromProducts.isVisible()) {
    await page.getByRole('button', { name: 'Wstecz', exact: true }).click();
  }
  await seen(heading);
}

async function fromServicesStep(page: Page, button: string | RegExp, title: string) {
  await openServicesStep(page);
  await (await seen(page.getByRole('button', { name: button }).first())).click();
  await shown(page, title);
}

export const wizardServiceModalCases: WizardModalCase[] = [
  {
    title: wizardModalTitles.addService,
    open: (page) => fromServicesStep(page, /^Dodaj usługę$/, wizardModalTitles.addService),
  },
  {
    title: wizardModalTitles.editService,
    open: (page) => fromServicesStep(page, /^Edytuj usługę: /, wizardModalTitles.editService),
  },
  {
    title: wizardModalTitles.deleteService,
    open: (page) => fromServicesStep(page, /^Usuń usługę: /, wizardModalTitles.deleteService),
  },
];

import type { Page } from 'playwright-core';
import { wizardModalTitles } from '../../apps/web/src/features/service-wizard/modal-titles.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';
import { SERVICE, type WizardModalCase } from './wizard.ts';

/*
 * The wizard's product modals for the modal harness: from the summary (the investor has one
 * product) to the products step through 'Edytuj produkty', then the modal itself.
 */

/**
 * /investor/service at the products step: the wizard resumes on the summary once a product
 * exists (then its 'Edytuj produkty' leads there), on the products step before.
 */
export async function openProductsStep(page: Page): Promise<void> {
  await page.goto(SERVICE);
  const toProducts = page.getByRole('button', { name: 'Edytuj produkty', exact: true });
  const heading = page.getByRole('heading', { level: 1, name: 'Zdefiniuj produkty' });
  await seen(toProducts.or(heading));
  if (await toProducts.isVisible()) await toProducts.click();
  await seen(heading);
}

async function fromProductsStep(page: Page, button: string | RegExp, title: string) {
  await openProductsStep(page);
  await (await seen(page.getByRole('button', { name: button }).first())).click();
  await shown(page, title);
}

export const wizardProductModalCases: WizardModalCase[] = [
  {
    title: wizardModalTitles.addProduct,
    open: (page) => fromProductsStep(page, /^Dodaj produkt$/, wizardModalTitles.addProduct),
  },
  {
    title: wizardModalTitles.editProduct,
    open: (page) => fromProductsStep(page, /^Edytuj produkt: /, wizardModalTitles.editProduct),
  },
  {
    title: wizardModalTitles.deleteProduct,
    open: (page) => fromProductsStep(page, /^Usuń produkt: /, wizardModalTitles.deleteProduct),
  },
];

/**
 * The wizard's modal titles (spec document 2 section 2). Modals take their title from here; the
 * browser modal harness (e2e/specs/every-modal.spec.ts) checks each one was opened and passed.
 */
export const wizardModalTitles = {
  addService: 'Dodaj usługę',
  editService: 'Edytuj usługę',
  addProduct: 'Dodaj produkt',
  editProduct: 'Edytuj produkt',
  // Ours: deleting asks first (a service or product holds details worth keeping).
  deleteService: 'Usunąć usługę?',
  deleteProduct: 'Usunąć produkt?',
} as const;

export type WizardModal = keyof typeof wizardModalTitles;

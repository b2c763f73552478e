/**
 * The title of every modal of the admin panel (issue 10). The browser harness
 * (e2e/specs/every-modal.spec.ts) opens each one: a title added here without a case in
 * e2e/support/admin-*-modal-cases.ts fails it.
 */
export const adminModalTitles = {
  productPreview: 'Podgląd produktu',
  assignGuardian: 'Przypisz opiekuna zlecenia',
  assignFreelancer: 'Przypisz freelancera do usługi',
  confirmFreelancer: 'Potwierdź przypisanie freelancera',
  finishOrder: 'Zakończ zlecenie',
  rateOrder: 'Oceń zlecenie',
  cropAvatar: 'Przytnij zdjęcie profilowe',
  inviteAdmin: 'Dodaj administratora',
  removeAdmin: 'Usuń administratora',
} as const;

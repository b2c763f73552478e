/**
 * The titles of the data-rights modals (issue 12). The browser harness
 * (e2e/specs/every-modal.spec.ts) opens each one: a title added here without a case in
 * e2e/support/account-data-modal-cases.ts fails it.
 */
export const accountDataModalTitles = {
  myData: 'Moje dane',
  deleteAccount: 'Usuń konto',
  deleteUser: 'Usuń konto użytkownika',
} as const;

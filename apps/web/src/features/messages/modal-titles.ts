/**
 * The titles of the thread's modals (issue 26). The browser harness
 * (e2e/specs/every-modal.spec.ts) opens each one: a title added here without a case in
 * e2e/support/messages-modal-cases.ts fails it.
 */
export const messagesModalTitles = {
  deleteMessage: 'Usuń wiadomość',
  hideMessage: 'Ukryj wiadomość',
} as const;

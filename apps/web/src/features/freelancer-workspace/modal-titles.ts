/**
 * The titles of the workspace's modals (issue 25). The browser harness
 * (e2e/specs/every-modal.spec.ts) opens each one: a title added here without a case in
 * e2e/support/workspace-modal-cases.ts fails it.
 */
export const workspaceModalTitles = {
  declineOffer: 'Odrzuć zlecenie',
} as const;

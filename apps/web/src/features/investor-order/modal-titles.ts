/**
 * The titles of the investor's order modals (issue 27): each needs a case in
 * e2e/support/investor-order-modal-cases.ts (the every-modal harness enforces it).
 */
export const investorOrderModalTitles = {
  repeatOrder: 'Zamów ponownie',
  /** The client's opinion of a service's freelancer (issue 27), new or edited. */
  opinion: 'Opinia o freelancerze',
} as const;

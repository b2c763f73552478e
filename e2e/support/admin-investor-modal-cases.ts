import type { AdminModalCase } from './admin.ts';

/* The admin panel's investor modals for the modal harness (e2e/specs/every-modal.spec.ts). */
export const adminInvestorModalCases: AdminModalCase[] = [];

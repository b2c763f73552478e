/**
 * The assignment modals of the investor detail (issue 10): the guardian of an order (F10/F11 →
 * F12) and the freelancer of a service (F13/F14 with the fit score → F15). After a save they
 * refresh the investor's orders (`adminQueryKeys.investorOrders`) and the counters.
 */

export { AssignFreelancerModal } from './assign-freelancer-modal.tsx';
export { AssignGuardianModal } from './assign-guardian-modal.tsx';
export type { AssignFreelancerModalProps, AssignGuardianModalProps } from './modal-props.ts';

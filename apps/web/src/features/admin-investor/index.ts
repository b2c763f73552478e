/**
 * The admin's investor detail (issue 10): /admin/investors/:id. The assignment modals come
 * from features/admin-assignment.
 */
export { InvestorDetail } from './components/investor-detail.tsx';

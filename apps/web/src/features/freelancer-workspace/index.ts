// The public face of the freelancer's workspace (issue 25): the screens the routes render.
export { AssignmentPage } from './components/assignment-page.tsx';
export { AssignmentsPage } from './components/assignments-page.tsx';
export { DashboardSkeleton } from './components/dashboard-skeleton.tsx';
export { FreelancerDashboard } from './components/freelancer-dashboard.tsx';
export { GuardiansPage } from './components/guardians-page.tsx';
export { ProductsPage } from './components/products-page.tsx';

export { FreelancersScreen } from './freelancers/freelancers-screen.tsx';
export { InvestorsScreen } from './investors/investors-screen.tsx';

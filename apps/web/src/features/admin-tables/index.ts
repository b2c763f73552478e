// The shared pieces another admin list builds on (the order queue, issue 27).
export { AdminList } from './components/admin-list.tsx';
export { RowLink } from './components/row-link.tsx';
export type { TableSpec } from './components/table-spec.ts';
export { FreelancersScreen } from './freelancers/freelancers-screen.tsx';
export { useTableParams } from './hooks/use-table-params.ts';
export { InvestorsScreen } from './investors/investors-screen.tsx';
export { formatSort } from './lib/sort.ts';
export type { TableParams } from './lib/table-params.ts';
export { tableTexts } from './lib/texts.ts';

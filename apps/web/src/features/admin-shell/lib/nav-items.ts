import type { Stats } from '@handlowo/contract';
import { paths } from '@/config/paths.ts';

/** One link of the admin navigation (spec document 2 section 2, "Admin panel"). */
export interface AdminNavItem {
  label: string;
  path: string;
  /** Another path that also makes the link current: a freelancer's profile for 'Freelancerzy'. */
  activationPath?: string;
  /** Disabled links lead nowhere and are never current. */
  disabled: boolean;
  /** The counter of F1 shown next to the label. */
  counter?: keyof Stats;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Pulpit', path: paths.admin.root, disabled: true },
  // Issue 27: the order queue makes the spec's disabled 'Zlecenia' a real link.
  { label: 'Zlecenia', path: paths.admin.orders, disabled: false, counter: 'orderCount' },
  { label: 'Inwestorzy', path: paths.admin.investors, disabled: false, counter: 'investorCount' },
  {
    label: 'Freelancerzy',
    path: paths.admin.freelancers,
    activationPath: '/freelancer',
    disabled: false,
    counter: 'freelancerCount',
  },
];

/** The spec's rule: current when the path contains the link's path or its activation path. */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  if (item.disabled) return false;
  if (pathname.includes(item.path)) return true;
  return item.activationPath !== undefined && pathname.includes(item.activationPath);
}

import { describe, expect, it } from 'vitest';
import { adminNavItems, isNavItemActive } from './nav-items.ts';

const byLabel = (label: string) => {
  const item = adminNavItems.find((candidate) => candidate.label === label);
  if (!item) throw new Error(label);
  return item;
};
const activeOn = (pathname: string) =>
  adminNavItems.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);

describe('the admin navigation', () => {
  it('has the spec’s four links in order, Pulpit disabled (Zlecenia is real since issue 27)', () => {
    expect(adminNavItems.map((item) => [item.label, item.path, item.disabled])).toEqual([
      ['Pulpit', '/admin', true],
      ['Zlecenia', '/admin/orders', false],
      ['Inwestorzy', '/admin/investors', false],
      ['Freelancerzy', '/admin/freelancers', false],
    ]);
    expect(byLabel('Freelancerzy').activationPath).toBe('/freelancer');
  });

  it('marks a link current when the path contains its path or its activation path', () => {
    expect(activeOn('/admin/investors')).toEqual(['Inwestorzy']);
    expect(activeOn('/admin/investors/12')).toEqual(['Inwestorzy']);
    expect(activeOn('/admin/freelancers')).toEqual(['Freelancerzy']);
    expect(activeOn('/admin/orders')).toEqual(['Zlecenia']);
    // A freelancer's profile opened by the admin.
    expect(activeOn('/freelancer/profile/7')).toEqual(['Freelancerzy']);
  });

  it('never marks a disabled link, even on its own path', () => {
    expect(activeOn('/admin')).toEqual([]);
    expect(activeOn('/admin/edit-data')).toEqual([]);
  });
});

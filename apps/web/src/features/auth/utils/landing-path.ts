import type { Role } from '@handlowo/contract';
import { paths } from '@/config/paths.ts';

/** Where a role lands after login (spec document 1 section 2, "Login screen"). */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'FREELANCER':
      return paths.freelancer.profile;
    case 'INVESTOR':
      return paths.investor.start;
    case 'ADMIN':
      return paths.admin.root;
  }
}

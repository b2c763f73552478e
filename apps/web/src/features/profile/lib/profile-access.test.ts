import type { AdminData, FreelancerData } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '@/features/auth/types.ts';
import { parseProfileId, profileAccess } from './profile-access.ts';

const freelancer = { id: 7, role: 'FREELANCER' } as FreelancerData;
const admin: AdminData & { role: 'ADMIN' } = {
  id: 1,
  email: 'a@b.pl',
  firstName: 'A',
  lastName: 'B',
  role: 'ADMIN',
};
const investor = { id: 9, role: 'INVESTOR' } as User;

describe('parseProfileId', () => {
  it.each(['7', '2147483647'])('accepts %s', (param) => {
    expect(parseProfileId(param)).toBe(Number(param));
  });
  it.each(['abc', '7a', '-7', '0', '1.5', '', ' 7', '2147483648', '99999999999', '1e3'])(
    'refuses %j',
    (param) => {
      expect(parseProfileId(param)).toBeNull();
    },
  );
});

describe('profileAccess', () => {
  it('waits for the viewer', () => {
    expect(profileAccess(undefined, '7')).toEqual({ kind: 'loading' });
  });

  it('opens the own profile for a freelancer, with or without its id', () => {
    const own = {
      kind: 'allowed',
      freelancerId: 7,
      isOwner: true,
      isAdmin: false,
      isInvestor: false,
    };
    expect(profileAccess(freelancer, undefined)).toEqual(own);
    expect(profileAccess(freelancer, '7')).toEqual(own);
  });

  it("refuses another freelancer's profile to a freelancer", () => {
    expect(profileAccess(freelancer, '8')).toEqual({ kind: 'not-found' });
  });

  it('lets an investor ask for a profile by id, read-only: the server decides (D1 404)', () => {
    expect(profileAccess(investor, '7')).toEqual({
      kind: 'allowed',
      freelancerId: 7,
      isOwner: false,
      isAdmin: false,
      isInvestor: true,
    });
    expect(profileAccess(investor, undefined)).toEqual({ kind: 'not-found' });
    expect(profileAccess(investor, '7x')).toEqual({ kind: 'not-found' });
  });

  it('lets an admin read any id, never as the owner', () => {
    expect(profileAccess(admin, '8')).toEqual({
      kind: 'allowed',
      freelancerId: 8,
      isOwner: false,
      isAdmin: true,
      isInvestor: false,
    });
    expect(profileAccess(admin, undefined)).toEqual({ kind: 'not-found' });
  });

  it('refuses an id that is not a number, for everyone', () => {
    expect(profileAccess(admin, 'abc')).toEqual({ kind: 'not-found' });
    expect(profileAccess(freelancer, '7x')).toEqual({ kind: 'not-found' });
  });
});

import type { AdminData, FreelancerData, InvestorData } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import {
  allAnswers,
  investorData,
} from '@/features/onboarding/investor/testing/investor-fixtures.ts';
import type { User } from '../types.ts';
import { decideGuard, type GuardInput } from './guard-decision.ts';

const freelancer = (isOnboardingPassed: boolean) =>
  ({
    id: 1,
    role: 'FREELANCER',
    isOnboardingPassed,
    firstName: 'Jan',
    lastName: 'Nowak',
    email: 'j@n.pl',
  }) as FreelancerData;
const investor = (isMock: boolean) =>
  ({
    id: 2,
    role: 'INVESTOR',
    isMock,
    firstName: '',
    lastName: '',
    email: 'i@n.pl',
  }) as InvestorData;
const admin: AdminData = {
  id: 3,
  role: 'ADMIN',
  firstName: 'Ala',
  lastName: 'Kot',
  email: 'a@k.pl',
};

function decide(pathname: string, user: User | undefined, extra: Partial<GuardInput> = {}) {
  return decideGuard({ hasToken: true, user, failed: false, transient: false, pathname, ...extra });
}

describe('decideGuard', () => {
  it('1: without a token → /login', () => {
    expect(decide('/freelancer/profile', undefined, { hasToken: false })).toEqual({
      type: 'redirect',
      to: '/login',
    });
    expect(decide('/admin', admin, { hasToken: false })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('2: token but no user yet → wait; the "me" call failed → /login', () => {
    expect(decide('/freelancer/profile', undefined)).toEqual({ type: 'wait' });
    expect(decide('/freelancer/profile', undefined, { failed: true })).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('2 (ours): a transient failure (no answer, 5xx) keeps the session: a message, not /login', () => {
    const failedTransiently = { failed: true, transient: true };
    expect(decide('/freelancer/profile', undefined, failedTransiently)).toEqual({
      type: 'unavailable',
    });
    expect(decide('/admin', undefined, failedTransiently)).toEqual({ type: 'unavailable' });
    // The token is the first rule: without it there is no session to keep.
    expect(decide('/admin', undefined, { ...failedTransiently, hasToken: false })).toEqual({
      type: 'redirect',
      to: '/login',
    });
    // A background refetch that failed transiently: the screen goes on with the cached user,
    // and the other rules still apply to it.
    expect(decide('/freelancer/profile', freelancer(true), failedTransiently)).toEqual({
      type: 'allow',
    });
    expect(decide('/admin', freelancer(true), failedTransiently)).toEqual({
      type: 'redirect',
      to: '/freelancer/profile',
    });
    // A failure that is an answer about the session still ends it, cached user or not.
    expect(decide('/admin', admin, { failed: true })).toEqual({ type: 'redirect', to: '/login' });
  });

  it('3: a freelancer without onboarding goes to the welcome screen, except on onboarding', () => {
    const user = freelancer(false);
    for (const path of ['/freelancer/profile', '/profile', '/', '/freelancer/profile/7']) {
      expect(decide(path, user)).toEqual({ type: 'redirect', to: '/freelancer/onboarding/start' });
    }
    expect(decide('/freelancer/onboarding', user)).toEqual({ type: 'allow' });
    expect(decide('/freelancer/onboarding/', user)).toEqual({ type: 'allow' });
    expect(decide('/freelancer/onboarding/start', user)).toEqual({ type: 'allow' });
    expect(decide('/freelancer/onboardingX', user)).toEqual({
      type: 'redirect',
      to: '/freelancer/onboarding/start',
    });
  });

  it('3: a freelancer with onboarding passes', () => {
    expect(decide('/freelancer/profile', freelancer(true))).toEqual({ type: 'allow' });
    expect(decide('/profile', freelancer(true))).toEqual({ type: 'allow' });
  });

  it('4: a mock investor is confined to start, service and onboarding', () => {
    const user = investor(true);
    for (const path of [
      '/investor/service',
      '/investor/onboarding',
      '/investor/onboarding/summary',
    ]) {
      expect(decide(path, user)).toEqual({ type: 'allow' });
    }
    for (const path of ['/', '/profile', '/admin', '/freelancer/profile/3', '/investor/other']) {
      expect(decide(path, user)).toEqual({ type: 'redirect', to: '/investor/start' });
    }
  });

  it('4: the local mock stand-in counts as a mock investor', () => {
    const local: User = {
      id: 0,
      email: 'm@x.pl',
      role: 'INVESTOR',
      firstName: '',
      lastName: '',
      isMock: true,
    };
    expect(decide('/investor/onboarding', local)).toEqual({ type: 'allow' });
    expect(decide('/admin', local)).toEqual({ type: 'redirect', to: '/investor/start' });
  });

  it("5: another role's area sends the user to their own landing page", () => {
    expect(decide('/admin', freelancer(true))).toEqual({
      type: 'redirect',
      to: '/freelancer/profile',
    });
    expect(decide('/investor/service', freelancer(true))).toEqual({
      type: 'redirect',
      to: '/freelancer/profile',
    });
    expect(decide('/freelancer/profile', admin)).toEqual({ type: 'redirect', to: '/admin' });
    expect(decide('/freelancer/onboarding', admin)).toEqual({ type: 'redirect', to: '/admin' });
    expect(decide('/admin/investors/4', investor(false))).toEqual({
      type: 'redirect',
      to: '/investor/start',
    });
    expect(decide('/profile', investor(false))).toEqual({
      type: 'redirect',
      to: '/investor/start',
    });
  });

  it("5: each role's own area, and another freelancer's profile, are open", () => {
    expect(decide('/admin/investors/4', admin)).toEqual({ type: 'allow' });
    expect(decide('/freelancer/profile/7', admin)).toEqual({ type: 'allow' });
    expect(decide('/freelancer/profile/7', investor(false))).toEqual({ type: 'allow' });
    expect(decide('/investor/service', investor(false))).toEqual({ type: 'allow' });
    expect(decide('/', admin)).toEqual({ type: 'allow' });
  });

  it('6: a freelancer who passed onboarding does not see it again: the profile instead', () => {
    for (const path of [
      '/freelancer/onboarding',
      '/freelancer/onboarding/',
      '/freelancer/onboarding/start',
    ]) {
      expect(decide(path, freelancer(true))).toEqual({
        type: 'redirect',
        to: '/freelancer/profile',
      });
    }
  });

  it('6: an investor with all eight answers goes from the questionnaire to its summary', () => {
    for (const isMock of [true, false]) {
      const finished = investorData({ ...allAnswers, isMock });
      expect(decide('/investor/onboarding', finished)).toEqual({
        type: 'redirect',
        to: '/investor/onboarding/summary',
      });
      expect(decide('/investor/onboarding/', finished)).toEqual({
        type: 'redirect',
        to: '/investor/onboarding/summary',
      });
      expect(decide('/investor/onboarding/summary', finished)).toEqual({ type: 'allow' });
      expect(decide('/investor/service', finished)).toEqual({ type: 'allow' });
    }
  });

  it('6: an unfinished questionnaire stays open (the last answer missing, nothing loaded yet)', () => {
    const lastMissing = investorData({ ...allAnswers, companySiteUrl: null });
    expect(decide('/investor/onboarding', lastMissing)).toEqual({ type: 'allow' });
    expect(decide('/investor/onboarding', investorData({ isMock: false }))).toEqual({
      type: 'allow',
    });
    // The local stand-in of a fresh mock session has no answers to judge by.
    expect(decide('/investor/onboarding', investor(true))).toEqual({ type: 'allow' });
  });
});

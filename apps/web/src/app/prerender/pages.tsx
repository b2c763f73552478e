import type { Role } from '@handlowo/contract';
import type { ComponentType, ReactNode } from 'react';
import { paths } from '@/config/paths.ts';
import { queueTexts } from '@/features/admin-orders/lib/queue-texts.ts';
import { DashboardSkeleton } from '@/features/freelancer-workspace/components/dashboard-skeleton.tsx';
import { ProfileHeader } from '@/features/profile/components/profile-header.tsx';
import EmailChangeRoute from '../routes/account/email-change.tsx';
import LoginRoute from '../routes/auth/login.tsx';
import RegistrationRoute from '../routes/auth/registration.tsx';
import ResetPasswordRoute from '../routes/auth/reset-password.tsx';
import SetPasswordRoute from '../routes/auth/set-password.tsx';
import VerifyEmailRoute from '../routes/auth/verify-email.tsx';
import InvestorStartRoute from '../routes/investor/start.tsx';
import PrivacyRoute from '../routes/legal/privacy.tsx';
import TermsRoute from '../routes/legal/terms.tsx';
import NotFoundRoute from '../routes/not-found.tsx';
import {
  FormSkeleton,
  HeaderSkeleton,
  PageSkeleton,
  ProfileSkeleton,
  TableSkeleton,
} from './skeletons.tsx';

/**
 * Every screen the build paints into HTML ahead of time (build/prerender.ts writes
 * `dist/prerendered/<name>.html`; the server sends it for each path its `pattern` matches,
 * apps/server plugins/prerendered-pages.ts). Two kinds:
 *
 * - a public screen (`screen`): the screen itself in the public layout, as a visitor without a
 *   session first sees it: it needs no data;
 * - a screen under the guard (`frames`): for each role that may stay on it (the guard's rules,
 *   features/auth/utils/guard-decision.ts; pages.test.tsx checks them), that role's frame (top
 *   bar without anybody's data) around a skeleton of the page. The early-fetch script shows the
 *   frame of the stored token's role (role-gate.ts).
 *
 * `modules` are the route modules the router loads for the path (router.tsx), in its order: the
 * page links their stylesheets in the order the router would add them (equal rules override by
 * order), so the markup is styled before the JavaScript runs, and preloads their JavaScript; `scriptsOnly` are modules the takeover waits for whose styles the first paint does
 * not need (the managers, which the screens beyond /login wait for): only preloaded. '/' has no
 * page: it only redirects to the user's own screen.
 */
export type PrerenderedPage = {
  name: string;
  pattern: string;
  modules: string[];
  scriptsOnly?: string[];
} & (
  | { screen: ComponentType }
  | {
      /** `shell`: the authenticated shell (routes/shell-layout.tsx); `public`: the public layout. */
      layout: 'shell' | 'public';
      frames: Partial<Record<Role, () => ReactNode>>;
    }
);

const PUBLIC_LAYOUT = 'src/app/routes/public-layout.tsx';
const SHELL_LAYOUT = 'src/app/routes/shell-layout.tsx';
/** The stylesheet of every screen beyond /login (router.tsx `withScreenDeps`). */
const SCREEN_DEPS = 'src/app/screen-deps.ts';
/** The notifications and modals managers, which those screens wait for (main.tsx). */
const MANAGERS = ['src/app/app-managers.tsx'];
/** The guard of every protected route (router.tsx), loaded beside their modules. */
const GUARD = 'src/features/auth/components/auth-guard.tsx';

const route = (file: string) => `src/app/routes/${file}`;

function publicScreen(name: string, pattern: string, file: string, screen: ComponentType) {
  return {
    name,
    pattern,
    modules: [PUBLIC_LAYOUT, route(file), SCREEN_DEPS],
    scriptsOnly: MANAGERS,
    screen,
  };
}

const FREELANCER = 'FREELANCER';
const INVESTOR = 'INVESTOR';
const ADMIN = 'ADMIN';
type Skeleton = () => ReactNode;
type Frames = Partial<Record<Role, Skeleton>>;

/** The same skeleton in the frame of each of these roles. */
const forRoles = (roles: Role[], skeleton: Skeleton): Frames =>
  Object.fromEntries(roles.map((role) => [role, skeleton]));

const page = () => <PageSkeleton />;
const form = () => <FormSkeleton />;

function shellScreen(name: string, pattern: string, file: string, frames: Frames): PrerenderedPage {
  return {
    name,
    pattern,
    // The router's order, which is the stylesheets' order: the layout with the screens'
    // stylesheet first (both through `withScreenDeps`), then the screen.
    modules: [GUARD, SHELL_LAYOUT, SCREEN_DEPS, route(file)],
    scriptsOnly: MANAGERS,
    layout: 'shell',
    frames,
  };
}

function sessionScreen(
  name: string,
  pattern: string,
  file: string,
  frames: Frames,
): PrerenderedPage {
  return {
    name,
    pattern,
    modules: [GUARD, PUBLIC_LAYOUT, route(file), SCREEN_DEPS],
    scriptsOnly: MANAGERS,
    layout: 'public',
    frames,
  };
}

const EVERY_ROLE: Role[] = [FREELANCER, ADMIN, INVESTOR];

export const prerenderedPages: PrerenderedPage[] = [
  {
    name: 'login',
    pattern: paths.login,
    // /login is the first screen: its styles are in the entry (no screen-deps, ADR 011).
    modules: [PUBLIC_LAYOUT, route('auth/login.tsx')],
    screen: LoginRoute,
  },
  publicScreen('registration', paths.registration, 'auth/registration.tsx', RegistrationRoute),
  publicScreen(
    'reset-password',
    paths.resetPassword,
    'auth/reset-password.tsx',
    ResetPasswordRoute,
  ),
  publicScreen(
    'set-password',
    paths.setPassword.pattern,
    'auth/set-password.tsx',
    SetPasswordRoute,
  ),
  publicScreen(
    'verify-email',
    paths.verifyEmail.pattern,
    'auth/verify-email.tsx',
    VerifyEmailRoute,
  ),
  publicScreen(
    'email-change',
    paths.account.emailChange.pattern,
    'account/email-change.tsx',
    EmailChangeRoute,
  ),
  publicScreen('investor-start', paths.investor.start, 'investor/start.tsx', InvestorStartRoute),
  publicScreen('terms', paths.terms, 'legal/terms.tsx', TermsRoute),
  publicScreen('privacy', paths.privacy, 'legal/privacy.tsx', PrivacyRoute),
  publicScreen('not-found', paths.notFound, 'not-found.tsx', NotFoundRoute),

  // The questionnaires and the investor's screens, in the public layout below the guard.
  sessionScreen(
    'freelancer-onboarding-start',
    paths.freelancer.onboardingStart,
    'freelancer/onboarding-start.tsx',
    forRoles([FREELANCER], form),
  ),
  sessionScreen(
    'freelancer-onboarding',
    paths.freelancer.onboarding,
    'freelancer/onboarding.tsx',
    forRoles([FREELANCER], form),
  ),
  sessionScreen(
    'investor-onboarding',
    paths.investor.onboarding,
    'investor/onboarding.tsx',
    forRoles([INVESTOR], form),
  ),
  sessionScreen(
    'investor-onboarding-summary',
    paths.investor.onboardingSummary,
    'investor/onboarding-summary.tsx',
    forRoles([INVESTOR], page),
  ),
  sessionScreen(
    'investor-service',
    paths.investor.service,
    'investor/service.tsx',
    forRoles([INVESTOR], form),
  ),
  sessionScreen(
    'investor-order',
    paths.investor.order,
    'investor/order.tsx',
    forRoles([INVESTOR], page),
  ),
  sessionScreen(
    'investor-orders',
    paths.investor.orders,
    'investor/orders.tsx',
    forRoles([INVESTOR], page),
  ),
  sessionScreen(
    'investor-order-by-id',
    paths.investor.orderById.pattern,
    'investor/order-by-id.tsx',
    forRoles([INVESTOR], page),
  ),

  // The authenticated shell: the freelancer's workspace, the admin panel, and the screens of
  // every role (an investor gets the public layout there, routes/shell-layout.tsx).
  shellScreen('dashboard', paths.dashboard, 'dashboard.tsx', forRoles([FREELANCER], page)),
  shellScreen(
    'freelancer-dashboard',
    paths.freelancer.dashboard,
    'freelancer/dashboard.tsx',
    // Pulpit's own skeleton, which the page shows until its reads answer: the takeover moves
    // nothing, and the heading and sections' titles paint with the HTML.
    forRoles([FREELANCER], () => <DashboardSkeleton />),
  ),
  shellScreen(
    'freelancer-orders',
    paths.freelancer.orders,
    'freelancer/orders.tsx',
    forRoles([FREELANCER], page),
  ),
  shellScreen(
    'freelancer-order',
    paths.freelancer.orderById.pattern,
    'freelancer/order-details.tsx',
    forRoles([FREELANCER], page),
  ),
  shellScreen(
    'freelancer-products',
    paths.freelancer.products,
    'freelancer/products.tsx',
    forRoles([FREELANCER], page),
  ),
  shellScreen(
    'freelancer-guardians',
    paths.freelancer.guardians,
    'freelancer/guardians.tsx',
    forRoles([FREELANCER], page),
  ),
  shellScreen('freelancer-profile', paths.freelancer.profile, 'freelancer/profile.tsx', {
    FREELANCER: () => <ProfileSkeleton header={<ProfileHeader isAdmin={false} />} />,
  }),
  shellScreen(
    'freelancer-profile-by-id',
    paths.freelancer.profileById.pattern,
    'freelancer/profile-by-id.tsx',
    {
      // A freelancer by id sees their own profile or the not-found page: no header yet.
      FREELANCER: () => <ProfileSkeleton header={<HeaderSkeleton />} />,
      ADMIN: () => <ProfileSkeleton header={<ProfileHeader isAdmin />} />,
      INVESTOR: () => <ProfileSkeleton header={<ProfileHeader isAdmin={false} isInvestor />} />,
    },
  ),
  shellScreen(
    'account-details',
    paths.account.details,
    'account/details.tsx',
    forRoles(EVERY_ROLE, form),
  ),
  shellScreen(
    'account-password',
    paths.account.password,
    'account/password.tsx',
    forRoles(EVERY_ROLE, form),
  ),
  shellScreen(
    'notifications',
    paths.notifications,
    'notifications.tsx',
    forRoles(EVERY_ROLE, page),
  ),
  shellScreen('settings', paths.settings, 'settings.tsx', forRoles(EVERY_ROLE, page)),
  shellScreen('messages', paths.messages.root, 'messages.tsx', forRoles(EVERY_ROLE, page)),
  shellScreen(
    'messages-thread',
    paths.messages.thread.pattern,
    'messages.tsx',
    forRoles(EVERY_ROLE, page),
  ),
  shellScreen('admin', paths.admin.root, 'admin/dashboard.tsx', forRoles([ADMIN], page)),
  shellScreen(
    'admin-orders',
    paths.admin.orders,
    'admin/orders.tsx',
    forRoles([ADMIN], () => <TableSkeleton heading={queueTexts.heading} />),
  ),
  shellScreen(
    'admin-investors',
    paths.admin.investors,
    'admin/investors.tsx',
    // The heading of admin-tables' investors-screen.tsx.
    forRoles([ADMIN], () => <TableSkeleton heading="Inwestorzy" />),
  ),
  shellScreen(
    'admin-investor',
    paths.admin.investorById.pattern,
    'admin/investor-details.tsx',
    forRoles([ADMIN], page),
  ),
  shellScreen(
    'admin-freelancers',
    paths.admin.freelancers,
    'admin/freelancers.tsx',
    // The heading of admin-tables' freelancers-screen.tsx.
    forRoles([ADMIN], () => <TableSkeleton heading="Freelancerzy" />),
  ),
  shellScreen(
    'admin-edit-data',
    paths.admin.editData,
    'admin/edit-data.tsx',
    forRoles([ADMIN], page),
  ),
];

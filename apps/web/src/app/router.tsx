import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/errors/route-error-page.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { AuthGuard } from '@/features/auth/index.ts';

/**
 * A route module default-exports its screen component (docs/team-interfaces.md, "Web"); a named
 * `Component` export is accepted as well so either habit works.
 */
type RouteModule = { default?: ComponentType; Component?: ComponentType };

/** Turns a loaded route module into the route properties that `lazy` resolves to. */
function screen(module: RouteModule): { Component: ComponentType } {
  const component = module.default ?? module.Component;
  if (!component) throw new Error('A route module must export its component');
  return { Component: component };
}

/**
 * The route tree, used by the browser router and the tests' memory router. A fresh tree per
 * router: the router consumes the `lazy` objects as it loads them.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      // Shown while the first screen's lazy module loads.
      hydrateFallbackElement: <PageLoader />,
      children: [
        // Public screens in the public layout (top bar + footer).
        {
          lazy: () => import('./routes/public-layout.tsx').then(screen),
          children: [
            { path: paths.login, lazy: () => import('./routes/auth/login.tsx').then(screen) },
            {
              path: paths.registration,
              lazy: () => import('./routes/auth/registration.tsx').then(screen),
            },
            {
              path: paths.resetPassword,
              lazy: () => import('./routes/auth/reset-password.tsx').then(screen),
            },
            {
              path: paths.setPassword.pattern,
              lazy: () => import('./routes/auth/set-password.tsx').then(screen),
            },
            {
              path: paths.investor.start,
              lazy: () => import('./routes/investor/start.tsx').then(screen),
            },
            { path: paths.terms, lazy: () => import('./routes/legal/terms.tsx').then(screen) },
            { path: paths.privacy, lazy: () => import('./routes/legal/privacy.tsx').then(screen) },
            { path: paths.notFound, lazy: () => import('./routes/not-found.tsx').then(screen) },
            { path: '*', lazy: () => import('./routes/not-found.tsx').then(screen) },
          ],
        },
        // Everything below needs a session (spec document 1 section 2, "Guard").
        {
          Component: AuthGuard,
          children: [
            { index: true, lazy: () => import('./routes/home.tsx').then(screen) },
            // The onboarding screens, the freelancer's welcome and the service placeholder sit in
            // the public layout (top bar with the session's greeting + footer).
            {
              lazy: () => import('./routes/public-layout.tsx').then(screen),
              children: [
                {
                  path: paths.freelancer.onboarding,
                  lazy: () => import('./routes/freelancer/onboarding.tsx').then(screen),
                },
                {
                  path: paths.investor.onboarding,
                  lazy: () => import('./routes/investor/onboarding.tsx').then(screen),
                },
                {
                  path: paths.investor.onboardingSummary,
                  lazy: () => import('./routes/investor/onboarding-summary.tsx').then(screen),
                },
                {
                  path: paths.freelancer.onboardingStart,
                  lazy: () => import('./routes/freelancer/onboarding-start.tsx').then(screen),
                },
                {
                  path: paths.investor.service,
                  lazy: () => import('./routes/investor/service.tsx').then(screen),
                },
                {
                  path: paths.investor.order,
                  lazy: () => import('./routes/investor/order.tsx').then(screen),
                },
              ],
            },
            {
              lazy: () => import('./routes/shell-layout.tsx').then(screen),
              children: [
                {
                  path: paths.dashboard,
                  lazy: () => import('./routes/dashboard.tsx').then(screen),
                },
                {
                  path: paths.freelancer.profile,
                  lazy: () => import('./routes/freelancer/profile.tsx').then(screen),
                },
                {
                  path: paths.freelancer.profileById.pattern,
                  lazy: () => import('./routes/freelancer/profile-by-id.tsx').then(screen),
                },
                {
                  path: paths.admin.root,
                  lazy: () => import('./routes/admin/dashboard.tsx').then(screen),
                },
                {
                  path: paths.admin.orders,
                  lazy: () => import('./routes/admin/orders.tsx').then(screen),
                },
                {
                  path: paths.admin.investors,
                  lazy: () => import('./routes/admin/investors.tsx').then(screen),
                },
                {
                  path: paths.admin.investorById.pattern,
                  lazy: () => import('./routes/admin/investor-details.tsx').then(screen),
                },
                {
                  path: paths.admin.freelancers,
                  lazy: () => import('./routes/admin/freelancers.tsx').then(screen),
                },
                {
                  path: paths.admin.editData,
                  lazy: () => import('./routes/admin/edit-data.tsx').then(screen),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

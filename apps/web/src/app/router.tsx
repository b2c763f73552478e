import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/errors/route-error-page.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { managersMounted } from './managers-mounted.ts';

/**
 * A route module default-exports its screen component (ARCHITECTURE.md, "Conventions"); a named
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
 * A screen beyond the first one (/login and the public layout): its module together with the
 * Mantine stylesheet of such screens (screen-deps.ts). Vite's preload resolves the import only
 * once the stylesheet has loaded, so the screen never renders unstyled; and not before the modals
 * and notifications managers listen (managers-mounted.ts), so no modal it opens is lost.
 */
function withScreenDeps(load: () => Promise<RouteModule>): Promise<{ Component: ComponentType }> {
  return Promise.all([load(), import('./screen-deps.ts'), managersMounted()]).then(([module]) =>
    screen(module),
  );
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
              lazy: () => withScreenDeps(() => import('./routes/auth/registration.tsx')),
            },
            {
              path: paths.resetPassword,
              lazy: () => withScreenDeps(() => import('./routes/auth/reset-password.tsx')),
            },
            {
              path: paths.setPassword.pattern,
              lazy: () => withScreenDeps(() => import('./routes/auth/set-password.tsx')),
            },
            {
              path: paths.verifyEmail.pattern,
              lazy: () => withScreenDeps(() => import('./routes/auth/verify-email.tsx')),
            },
            {
              path: paths.account.emailChange.pattern,
              lazy: () => withScreenDeps(() => import('./routes/account/email-change.tsx')),
            },
            {
              path: paths.investor.start,
              lazy: () => withScreenDeps(() => import('./routes/investor/start.tsx')),
            },
            {
              path: paths.terms,
              lazy: () => withScreenDeps(() => import('./routes/legal/terms.tsx')),
            },
            {
              path: paths.privacy,
              lazy: () => withScreenDeps(() => import('./routes/legal/privacy.tsx')),
            },
            {
              path: paths.notFound,
              lazy: () => withScreenDeps(() => import('./routes/not-found.tsx')),
            },
            { path: '*', lazy: () => withScreenDeps(() => import('./routes/not-found.tsx')) },
          ],
        },
        // Everything below needs a session (spec document 1 section 2, "Guard").
        {
          // Loaded with the first protected screen: /login does not carry the guard's rules
          // (the router loads it beside the screen's modules, not before them). Not the feature's
          // barrel: it would put every auth screen into the chunk.
          lazy: () =>
            import('@/features/auth/components/auth-guard.tsx').then((module) => ({
              Component: module.AuthGuard,
            })),
          children: [
            { index: true, lazy: () => withScreenDeps(() => import('./routes/home.tsx')) },
            // The onboarding screens, the freelancer's welcome and the service placeholder sit in
            // the public layout (top bar with the session's greeting + footer).
            {
              lazy: () => import('./routes/public-layout.tsx').then(screen),
              children: [
                {
                  path: paths.freelancer.onboarding,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/onboarding.tsx')),
                },
                {
                  path: paths.investor.onboarding,
                  lazy: () => withScreenDeps(() => import('./routes/investor/onboarding.tsx')),
                },
                {
                  path: paths.investor.onboardingSummary,
                  lazy: () =>
                    withScreenDeps(() => import('./routes/investor/onboarding-summary.tsx')),
                },
                {
                  path: paths.freelancer.onboardingStart,
                  lazy: () =>
                    withScreenDeps(() => import('./routes/freelancer/onboarding-start.tsx')),
                },
                {
                  path: paths.investor.service,
                  lazy: () => withScreenDeps(() => import('./routes/investor/service.tsx')),
                },
                {
                  path: paths.investor.order,
                  lazy: () => withScreenDeps(() => import('./routes/investor/order.tsx')),
                },
                {
                  path: paths.investor.orders,
                  lazy: () => withScreenDeps(() => import('./routes/investor/orders.tsx')),
                },
                {
                  path: paths.investor.orderById.pattern,
                  lazy: () => withScreenDeps(() => import('./routes/investor/order-by-id.tsx')),
                },
              ],
            },
            {
              lazy: () => withScreenDeps(() => import('./routes/shell-layout.tsx')),
              children: [
                {
                  path: paths.dashboard,
                  lazy: () => withScreenDeps(() => import('./routes/dashboard.tsx')),
                },
                {
                  path: paths.freelancer.dashboard,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/dashboard.tsx')),
                },
                {
                  path: paths.freelancer.orders,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/orders.tsx')),
                },
                {
                  path: paths.freelancer.orderById.pattern,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/order-details.tsx')),
                },
                {
                  path: paths.freelancer.products,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/products.tsx')),
                },
                {
                  path: paths.freelancer.guardians,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/guardians.tsx')),
                },
                {
                  path: paths.freelancer.profile,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/profile.tsx')),
                },
                {
                  path: paths.freelancer.profileById.pattern,
                  lazy: () => withScreenDeps(() => import('./routes/freelancer/profile-by-id.tsx')),
                },
                {
                  path: paths.account.details,
                  lazy: () => withScreenDeps(() => import('./routes/account/details.tsx')),
                },
                {
                  path: paths.account.password,
                  lazy: () => withScreenDeps(() => import('./routes/account/password.tsx')),
                },
                {
                  path: paths.notifications,
                  lazy: () => withScreenDeps(() => import('./routes/notifications.tsx')),
                },
                {
                  path: paths.settings,
                  lazy: () => withScreenDeps(() => import('./routes/settings.tsx')),
                },
                {
                  path: paths.messages.root,
                  lazy: () => withScreenDeps(() => import('./routes/messages.tsx')),
                },
                {
                  path: paths.messages.thread.pattern,
                  lazy: () => withScreenDeps(() => import('./routes/messages.tsx')),
                },
                {
                  path: paths.admin.root,
                  lazy: () => withScreenDeps(() => import('./routes/admin/dashboard.tsx')),
                },
                {
                  path: paths.admin.orders,
                  lazy: () => withScreenDeps(() => import('./routes/admin/orders.tsx')),
                },
                {
                  path: paths.admin.investors,
                  lazy: () => withScreenDeps(() => import('./routes/admin/investors.tsx')),
                },
                {
                  path: paths.admin.investorById.pattern,
                  lazy: () => withScreenDeps(() => import('./routes/admin/investor-details.tsx')),
                },
                {
                  path: paths.admin.freelancers,
                  lazy: () => withScreenDeps(() => import('./routes/admin/freelancers.tsx')),
                },
                {
                  path: paths.admin.editData,
                  lazy: () => withScreenDeps(() => import('./routes/admin/edit-data.tsx')),
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

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first location's lazy route modules. */
export function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

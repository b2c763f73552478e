/**
 * Every route of the app (spec document 1 section 2, document 2 section 2). Screens link and
 * navigate only through these; the router (src/app/router.tsx) uses the `pattern`s.
 */
export const paths = {
  home: '/',
  login: '/login',
  registration: '/registration',
  resetPassword: '/reset-password',
  setPassword: {
    pattern: '/set-password/:token',
    /** The path without a token: shows the not-found page. */
    bare: '/set-password',
    to: (token: string) => `/set-password/${encodeURIComponent(token)}`,
  },
  /** Ours (issue 24, ADR 017): the link of the mail that confirms the e-mail address. */
  verifyEmail: {
    pattern: '/verify-email/:token',
    to: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  },
  terms: '/terms',
  privacy: '/privacy',
  notFound: '/404',
  /** Ours (issue 25): every notification of the logged user, and their e-mail settings. */
  notifications: '/notifications',
  settings: '/settings',
  /** Ours (issue 26): the caller's conversations (one per order) and one thread. */
  messages: {
    root: '/messages',
    thread: {
      pattern: '/messages/:orderId',
      to: (orderId: number | string) => `/messages/${orderId}`,
    },
  },
  /**
   * Named by the spec as the dashboard link ('Pulpit'); it leads to the freelancer's Pulpit
   * (issue 25).
   */
  dashboard: '/profile',
  freelancer: {
    /** Ours (issue 25): the freelancer's workspace, Pulpit, Zlecenia, Produkty and Opiekun. */
    dashboard: '/freelancer/dashboard',
    orders: '/freelancer/orders',
    orderById: {
      pattern: '/freelancer/orders/:orderActivityId',
      to: (orderActivityId: number | string) => `/freelancer/orders/${orderActivityId}`,
    },
    products: '/freelancer/products',
    guardians: '/freelancer/guardians',
    onboardingStart: '/freelancer/onboarding/start',
    onboarding: '/freelancer/onboarding',
    profile: '/freelancer/profile',
    profileById: {
      pattern: '/freelancer/profile/:id',
      to: (id: number | string) => `/freelancer/profile/${id}`,
    },
  },
  investor: {
    start: '/investor/start',
    service: '/investor/service',
    /** Ours (issue 9): the registered investor follows their order; issue 27: the current one. */
    order: '/investor/order',
    /** Ours (issue 27): 'Moje zlecenia', every order of the registered investor. */
    orders: '/investor/orders',
    orderById: {
      pattern: '/investor/orders/:orderId',
      to: (orderId: number | string) => `/investor/orders/${orderId}`,
    },
    onboarding: '/investor/onboarding',
    onboardingSummary: '/investor/onboarding/summary',
  },
  /** Ours (issue 25, ADR 019): the account settings of freelancers and investors. */
  account: {
    details: '/account/details',
    password: '/account/password',
    /** The link of the mail that confirms a new e-mail address. */
    emailChange: {
      pattern: '/account/email-change/:token',
      to: (token: string) => `/account/email-change/${encodeURIComponent(token)}`,
    },
  },
  admin: {
    root: '/admin',
    orders: '/admin/orders',
    investors: '/admin/investors',
    investorById: {
      pattern: '/admin/investors/:id',
      to: (id: number | string) => `/admin/investors/${id}`,
    },
    freelancers: '/admin/freelancers',
    editData: '/admin/edit-data',
  },
} as const;

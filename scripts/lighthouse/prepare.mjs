// The users whose pages are audited, prepared through the API of the fresh server with the
// benchmark's helpers (scripts/bench/prepare.mjs: no side effects on import, unlike bench.mjs):
// a freelancer with a full profile, a freshly registered one (still in onboarding) and the admin
// the server creates from ADMIN_EMAIL / ADMIN_PASSWORD.
import { client } from '../bench/http-client.mjs';
import {
  ADMIN_EMAIL,
  completeProfile,
  defineOrder,
  fillProfileLists,
  login,
  PASSWORD,
  prepareFreelancer,
  prepareInvestor,
  profileSize,
  register,
} from '../bench/prepare.mjs';
import { toolServerEnv } from '../lib/product-server.mjs';

/** A full profile as a busy freelancer would have it, not the benchmark's heavier one. */
const LIST_ITEMS = 6;
const VIDEOS = 2;

/**
 * Returns the sessions' tokens, the full profile's freelancer id and the investor's order id. The
 * investor's order (a stage, four services, three products, the admin as guardian) has two of its
 * services assigned to the full freelancer: two offers on their Pulpit.
 */
export async function prepareUsers(base, { smoke }) {
  Object.assign(
    profileSize,
    smoke ? { listItems: 2, videos: 1 } : { listItems: LIST_ITEMS, videos: VIDEOS },
  );
  const api = client(base);
  const full = await prepareFreelancer(api, 0);
  await completeProfile(api, full);
  await fillProfileLists(api, full);
  const investor = await prepareInvestor(api);
  const orderId = await defineOrder(api, investor, [full]);
  const freshEmail = 'lighthouse-onboarding@bench.handlowo.local';
  await register(api, 'freelancer', freshEmail);
  return {
    fullFreelancer: { id: full.id, token: full.token },
    investor: { token: investor.token, orderId },
    freshFreelancer: { token: await login(api, freshEmail) },
    admin: { token: await login(api, ADMIN_EMAIL) },
  };
}

/**
 * The environment of the server that serves a build for a page audit (`npm run lighthouse`,
 * `npm run main-thread`): production mode, PGlite in a throw-away directory, the admin that
 * `prepareUsers` logs in as.
 */
export function auditServerEnv({ port, dataDir, distDir }) {
  return {
    NODE_ENV: 'production',
    ...toolServerEnv({
      port,
      dataDir,
      logLevel: 'warn',
      webDistDir: distDir,
      admin: { email: ADMIN_EMAIL, password: PASSWORD },
    }),
  };
}

/**
 * The audited pages (issues 11 and 30), each with the session it is opened in (none for /login):
 * `name` for the reports, `slug` for file names and `--pages`.
 */
export function auditedPages(users) {
  return [
    { name: 'Login', slug: 'login', path: '/login' },
    {
      name: 'Onboarding',
      slug: 'onboarding',
      path: '/freelancer/onboarding',
      token: users.freshFreelancer.token,
    },
    {
      name: 'Full profile',
      slug: 'profile',
      path: '/freelancer/profile',
      token: users.fullFreelancer.token,
    },
    {
      name: 'Freelancer Pulpit',
      slug: 'freelancer-dashboard',
      path: '/freelancer/dashboard',
      token: users.fullFreelancer.token,
    },
    {
      name: 'Investor order',
      slug: 'investor-order',
      path: `/investor/orders/${users.investor.orderId}`,
      token: users.investor.token,
    },
    {
      name: 'Admin freelancers',
      slug: 'admin-freelancers',
      path: '/admin/freelancers',
      token: users.admin.token,
    },
  ];
}

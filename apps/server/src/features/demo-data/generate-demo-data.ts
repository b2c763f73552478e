import { performance } from 'node:perf_hooks';
import { type OrderStatus, RegisterRequest } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password.ts';
import { insertUser } from '../auth/user.repository.ts';
import { createOrder } from '../orders/order.repository.ts';
import { demoCalendar } from './demo-calendar.ts';
import { demoAddress, demoClient } from './demo-client.ts';
import { type SettledOrder, setOrderClocks } from './demo-clock.ts';
import { avatarPicture } from './demo-images.ts';
import { type DemoPerson, demoPeople } from './demo-people.ts';
import { REVIEW_REPLY } from './demo-texts.ts';
import { type FreelancerCatalogue, fillFreelancer } from './fill-freelancer.ts';
import {
  type DefinedOrder,
  defineOrder,
  fillInvestor,
  type InvestorCatalogue,
} from './fill-investor.ts';
import { seededRandom } from './seeded-random.ts';
import { type ClientReview, settleOrder } from './settle-order.ts';

/** What `npm run demo` writes by default (issue 11). */
export const DEMO_DEFAULTS = { seed: 2026, freelancers: 60, investors: 20, admins: 3 } as const;

/** The one password of every demo account (it satisfies the contract's password rules). */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoDataOptions {
  seed?: number;
  freelancers?: number;
  investors?: number;
  admins?: number;
  /** The day the dates are counted from (default: now); tests fix it for two runs. */
  now?: Date;
  log?: (line: string) => void;
}

export type DemoRole = 'FREELANCER' | 'INVESTOR' | 'ADMIN';

export interface DemoLogin {
  role: DemoRole;
  email: string;
  password: string;
  /** First and last name, for the log line. */
  name: string;
}

export interface DemoDataResult {
  /** One login per role, printed by `npm run demo`. */
  logins: DemoLogin[];
  counts: { freelancers: number; investors: number; admins: number; orders: number };
  seconds: number;
}

/**
 * The statuses each investor's orders are brought to, oldest order first (issue 27: several
 * orders per investor), in turn by investor: the first four investors already show every status,
 * a realised order followed by newer ones, and waiting offers.
 */
const ORDER_PLANS: readonly (readonly OrderStatus[])[] = [
  ['REALIZED', 'ACTIVE', 'NEW'],
  ['REALIZED', 'VERYFICATION'],
  ['ACTIVE'],
  ['REALIZED', 'NEW'],
  ['VERYFICATION'],
  ['REALIZED'],
  ['NEW'],
  ['REALIZED', 'REALIZED', 'ACTIVE'],
  ['ACTIVE', 'VERYFICATION'],
  ['REALIZED'],
];

/** Users handled at once: enough to keep both cores busy with sharp and the database. */
const CONCURRENCY = 6;

async function inPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes the demo marketplace into the app's database and media storage (a ready app on a
 * migrated, seeded, otherwise empty database). Deterministic for a seed.
 *
 * Accounts are inserted as registration does (one argon2 hash of the shared password for all:
 * 80-odd hashes would cost seconds and add nothing); everything else goes through the public API
 * with `app.inject`: onboarding answers, profile uploads, the wizard and the admin's actions.
 */
export async function generateDemoData(
  app: FastifyInstance,
  options: DemoDataOptions = {},
): Promise<DemoDataResult> {
  const started = performance.now();
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const sizes = {
    freelancers: options.freelancers ?? DEMO_DEFAULTS.freelancers,
    investors: options.investors ?? DEMO_DEFAULTS.investors,
    admins: Math.max(1, options.admins ?? DEMO_DEFAULTS.admins),
  };
  const log = options.log ?? (() => {});
  const calendar = demoCalendar(options.now ?? new Date());
  const random = seededRandom(seed);
  const step = (label: string) =>
    log(`[demo] ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const people = demoPeople(random.fork('people'), sizes);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = await app.db.transaction(async (tx) => {
    const rows = [];
    for (const person of people) {
      // The registration form's own rules, so no account holds what the product would refuse.
      RegisterRequest.parse({ ...person, password: DEMO_PASSWORD });
      const row = await insertUser(tx, {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        company: person.company,
        phone: person.phone,
        role: person.role,
        passwordHash,
        isOnboardingPassed: person.role === 'ADMIN',
        // Made-up addresses that no mail reaches: demo accounts must log in on any day.
        emailVerifiedAt: new Date(),
      });
      if (!row)
        throw new Error(`demo data: ${person.email} exists already (not an empty database?)`);
      if (row.role === 'INVESTOR') await createOrder(tx, row.id);
      rows.push({ person, row });
    }
    return rows;
  });
  step(`${accounts.length} accounts`);

  const clients = accounts.map(({ person, row }, index) => ({
    person,
    id: row.id,
    call: demoClient(app, app.issueToken(row), demoAddress(index + 1)),
  }));
  const ofRole = (role: DemoRole) => clients.filter((client) => client.person.role === role);
  const [freelancers, investors, admins] = [
    ofRole('FREELANCER'),
    ofRole('INVESTOR'),
    ofRole('ADMIN'),
  ];
  const firstAdmin = admins[0];
  if (!firstAdmin) throw new Error('demo data: no admin');

  // The investors' dictionaries (pipelines, wizard lists) answer investors only.
  const catalogue = await loadCatalogue(firstAdmin.call, investors[0]?.call);
  await inPool(admins, CONCURRENCY, async (admin) => {
    await fillAdmin(admin.call, random.fork(`admin-${admin.person.email}`), admin.person);
  });
  // Investors answer while freelancers' pictures are encoded: the two do not depend on each other.
  const [, investorOrders] = await Promise.all([
    inPool(freelancers, CONCURRENCY, async (freelancer, index) => {
      await fillFreelancer(freelancer.call, random.fork(`freelancer-${index}`), {
        id: freelancer.id,
        person: freelancer.person,
        index,
        catalogue,
        calendar,
      });
    }),
    Promise.all(
      investors.map(async (investor, index) => {
        const investorRandom = random.fork(`investor-${index}`);
        await fillInvestor(investor.call, investorRandom, { person: investor.person, catalogue });
        const plan = ORDER_PLANS[index % ORDER_PLANS.length] ?? ['NEW'];
        const me = await investor.call<{ orders: { id: number }[] }>('GET', '/investor/me');
        const orders: { status: OrderStatus; order: DefinedOrder }[] = [];
        for (const [position, status] of plan.entries()) {
          // Order #1 came with the account; 'Nowe zlecenie' opens the others.
          const orderId =
            position === 0
              ? me.orders[0]?.id
              : (await investor.call<{ id: number }>('POST', '/investor/orders')).id;
          if (orderId === undefined) throw new Error('demo data: an investor without order #1');
          // Each earlier order a year further back, so that order numbers follow the calendar.
          const monthsBack = 12 * (plan.length - 1 - position);
          const order = await defineOrder(investor.call, investorRandom.fork(`order-${position}`), {
            orderId,
            status,
            monthsBack,
            calendar,
            catalogue,
          });
          orders.push({ status, order });
        }
        return { investor, orders };
      }),
    ),
  ]);
  const orderCount = investorOrders.reduce((sum, { orders }) => sum + orders.length, 0);
  step(
    `${freelancers.length} freelancer profiles, ${investors.length} investors, ${orderCount} orders`,
  );

  // Freelancers are handed out in a shuffled round, so that reviews spread over many profiles.
  const freelancerIds = random.fork('assignments').shuffle(freelancers.map((f) => f.id));
  let cursor = 0;
  const nextFreelancer = () => freelancerIds[cursor++ % freelancerIds.length] as number;
  const plans = investorOrders.map(({ investor, orders }, index) => ({
    investor,
    admin: admins[index % admins.length] ?? firstAdmin,
    orders: orders.map(({ status, order }) => ({
      status,
      order,
      assignees: order.serviceIds.map(() => (freelancerIds.length ? nextFreelancer() : undefined)),
    })),
  }));
  const freelancerCalls = new Map(freelancers.map((f) => [f.id, f.call]));
  const clientReviews: ClientReview[][] = [];
  const settled: SettledOrder[] = [];
  // An investor's orders one after another (oldest first), the investors side by side.
  await inPool(plans, CONCURRENCY, async (plan, index) => {
    const written: ClientReview[] = [];
    for (const [position, { status, order, assignees }] of plan.orders.entries()) {
      written.push(
        ...(await settleOrder(
          plan.admin.call,
          random.fork(`settle-${index}-${position}`),
          {
            adminId: plan.admin.id,
            investorId: plan.investor.id,
            status,
            orderId: order.orderId,
            serviceIds: order.serviceIds,
            assignees,
          },
          (id) => freelancerCalls.get(id),
          plan.investor.call,
        )),
      );
      settled.push({ orderId: order.orderId, status });
    }
    clientReviews[index] = written;
  });
  // One freelancer answers the first opinion a client wrote (issue 27): the profile shows a reply.
  const [answered] = clientReviews.flat();
  if (answered) {
    await freelancerCalls.get(answered.freelancerId)?.(
      'POST',
      `/freelancer/me/opinions/${answered.reviewId}/reply`,
      { text: REVIEW_REPLY },
    );
  }
  await setOrderClocks(app.db, calendar, random.fork('clock'), settled);
  step('guardians, assignments, statuses, conversations and reviews');

  const login = (client: { person: DemoPerson } | undefined): DemoLogin[] =>
    client
      ? [
          {
            role: client.person.role,
            email: client.person.email,
            password: DEMO_PASSWORD,
            name: `${client.person.firstName} ${client.person.lastName}`,
          },
        ]
      : [];
  return {
    logins: [...login(freelancers[0]), ...login(investors[0]), ...login(firstAdmin)],
    counts: {
      freelancers: freelancers.length,
      investors: investors.length,
      admins: admins.length,
      orders: orderCount,
    },
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

async function loadCatalogue(
  call: ReturnType<typeof demoClient>,
  asInvestor: ReturnType<typeof demoClient> | undefined,
): Promise<FreelancerCatalogue & InvestorCatalogue> {
  const get = <T>(path: string) => call<T>('GET', path);
  // Without investors nothing needs their lists: empty ones stand in.
  const investorGet = async <T>(path: string) =>
    asInvestor ? asInvestor<T>('GET', path) : ([] as unknown as T);
  const [
    specializations,
    workingHours,
    incomeGoals,
    industries,
    typesOfSales,
    sectors,
    activities,
    tools,
    activityDestinies,
    organizationStages,
    strategies,
    businessTypes,
    investorRoles,
    employeeCounts,
    pipelines,
    companySizes,
    buyerPersons,
  ] = await Promise.all([
    get<{ id: number }[]>('/specialization'),
    get<{ workingHour: string }[]>('/workingHours'),
    get<{ incomeGoal: string }[]>('/incomeGoals'),
    get<{ subIndustries: { id: number; name: string }[] }[]>('/industries'),
    get<{ typeOfSales: string }[]>('/typeOfSales'),
    get<{ id: number; name: string }[]>('/sectors'),
    get<{ id: number }[]>('/activities'),
    get<{ id: number }[]>('/tools'),
    investorGet<{ name: string }[]>('/activity-destiny'),
    investorGet<{ name: string }[]>('/organization-stage'),
    investorGet<{ name: string }[]>('/strategies'),
    investorGet<{ name: string }[]>('/business-type'),
    investorGet<{ name: string }[]>('/investor-role'),
    investorGet<{ name: string }[]>('/employee-count-range'),
    investorGet<{ id: number; pipelineMainTasks: { id: number }[] }[]>('/pipeline'),
    investorGet<{ name: string }[]>('/company-size'),
    investorGet<{ id: number }[]>('/buyer-person'),
  ]);
  return {
    specializationIds: specializations.map((s) => s.id),
    workingHours: workingHours.map((w) => w.workingHour),
    incomeGoals: incomeGoals.map((g) => g.incomeGoal),
    subIndustryIds: industries.flatMap((i) => i.subIndustries.map((s) => s.id)),
    typesOfSales: typesOfSales.map((t) => t.typeOfSales),
    sectorIds: sectors.map((s) => s.id),
    subIndustryIdByName: new Map(
      industries.flatMap((i) => i.subIndustries.map((s) => [s.name, s.id] as const)),
    ),
    sectorIdByName: new Map(sectors.map((s) => [s.name, s.id] as const)),
    activityIds: activities.map((a) => a.id),
    toolIds: tools.map((t) => t.id),
    answers: {
      activityDestiny: activityDestinies.map((o) => o.name),
      organizationStage: organizationStages.map((o) => o.name),
      goToMarketStrategy: strategies.map((o) => o.name),
      businessType: businessTypes.map((o) => o.name),
      investorRole: investorRoles.map((o) => o.name),
      employeeCountRange: employeeCounts.map((o) => o.name),
    },
    pipelines: pipelines.map((p) => ({ id: p.id, taskIds: p.pipelineMainTasks.map((t) => t.id) })),
    companySizes: companySizes.map((c) => c.name),
    buyerPersonIds: buyerPersons.map((b) => b.id),
  };
}

/** The admin's own avatar (F18), so guardians show a face in the orders. */
async function fillAdmin(
  call: ReturnType<typeof demoClient>,
  random: ReturnType<typeof seededRandom>,
  person: DemoPerson,
) {
  const data = await avatarPicture(random, person.initials);
  await call.form('PATCH', '/admin/avatar', { file: { filename: 'avatar', data } });
}

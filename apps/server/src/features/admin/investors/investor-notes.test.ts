import {
  adminMessages,
  type InvestorQuestionnaire,
  type OrderPreferences,
  QUESTIONNAIRE_ANSWERS,
} from '@handlowo/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityDestinies,
  businessTypes,
  employeeCountRanges,
  goToMarketStrategies,
  investorRoles,
  investors,
  orderActivities,
  orders,
  organizationStages,
  pipelineMainTasks,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { expectError, getOk } from '../../../testing/requests.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const questionnaire = (id: number) =>
  getOk<InvestorQuestionnaire>(app, `/api/admin-panel/investors/${id}/questionnaire`, admin);
const preferences = (id: number) =>
  getOk<OrderPreferences[]>(app, `/api/admin-panel/investors/${id}/order-preferences`, admin);

describe('the investor’s questionnaire (Ankieta)', () => {
  it('lists the eight steps’ answers as unanswered before any save', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR', company: 'Nowa' });
    const result = await questionnaire(user.id);
    expect(result.answeredSteps).toBe(0);
    expect(result.answers).toEqual(
      QUESTIONNAIRE_ANSWERS.map((answer) => ({ ...answer, value: null, detail: null })),
    );
  });

  it('shows every answer with the option’s Polish texts', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    const [destiny] = await app.db.select().from(activityDestinies).limit(1);
    const [stage] = await app.db.select().from(organizationStages).limit(1);
    const [strategy] = await app.db.select().from(goToMarketStrategies).limit(1);
    const [business] = await app.db.select().from(businessTypes).limit(1);
    const [role] = await app.db.select().from(investorRoles).limit(1);
    const [employees] = await app.db.select().from(employeeCountRanges).limit(1);
    if (!destiny || !stage || !strategy || !business || !role || !employees) {
      throw new Error('reference data missing');
    }
    await app.db.insert(investors).values({
      userId: user.id,
      activityDestiny: destiny.name,
      organizationStage: stage.name,
      salesDepartment: true,
      companyEmails: 'a@firma.pl,b@firma.pl',
      goToMarketStrategy: strategy.name,
      businessType: business.name,
      investorRole: role.name,
      employeeCountRange: employees.name,
      companySiteUrl: 'https://firma.pl',
      companyDescription: 'Sprzedajemy okna.',
    });
    const result = await questionnaire(user.id);
    expect(result.answeredSteps).toBe(8);
    const shown = Object.fromEntries(
      result.answers.map((answer) => [answer.key, [answer.value, answer.detail]]),
    );
    expect(shown).toEqual({
      activityDestiny: [destiny.target, destiny.description],
      organizationStage: [stage.target, stage.description],
      salesDepartment: ['Tak', 'a@firma.pl, b@firma.pl'],
      goToMarketStrategy: [strategy.description, strategy.target],
      businessType: [business.description, business.target],
      investorRole: [role.description, null],
      employeeCountRange: [employees.description, null],
      companySiteUrl: ['https://firma.pl', null],
      companyDescription: ['Sprzedajemy okna.', null],
    });
  });

  it('answers 404 for a temporary investor, a freelancer and an unknown id', async () => {
    const temporary = await createUser(app, { role: 'INVESTOR', isMock: true });
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    for (const id of [temporary.user.id, freelancer.user.id, 2147483647]) {
      for (const path of ['questionnaire', 'order-preferences']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/admin-panel/investors/${id}/${path}`,
          headers: bearer(admin),
        });
        expectError(res, 404, adminMessages.investorNotFound);
      }
    }
  });
});

describe('the investor’s order preferences', () => {
  it('lists a repeated order with the freelancers the client asks for again', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    const freelancer = await createUser(app, {
      role: 'FREELANCER',
      firstName: 'Ewa',
      lastName: 'Lis',
    });
    await insertOrderActivity(app, { investorId: user.id, freelancerId: freelancer.user.id });
    const [first] = await app.db
      .update(orders)
      .set({ status: 'REALIZED' })
      .where(and(eq(orders.investorId, user.id), eq(orders.investorOrderNumber, 1)))
      .returning();
    if (!first) throw new Error('fixture');
    const [repeat] = await app.db
      .insert(orders)
      .values({
        investorId: user.id,
        investorOrderNumber: 2,
        pipelineId: 1,
        repeatOfOrderId: first.id,
      })
      .returning();
    // A third order with no preference is left out.
    await app.db.insert(orders).values({ investorId: user.id, investorOrderNumber: 3 });
    if (!repeat) throw new Error('fixture');
    const [task] = await app.db
      .select()
      .from(pipelineMainTasks)
      .where(eq(pipelineMainTasks.pipelineId, 1))
      .orderBy(asc(pipelineMainTasks.position))
      .limit(1);
    if (!task) throw new Error('fixture');
    const [service] = await app.db
      .insert(orderActivities)
      .values({
        orderId: repeat.id,
        pipelineMainTaskId: task.id,
        amount: 5,
        period: 1,
        startDate: '2027-03-01',
        description: 'Jeszcze raz',
        preferredFreelancerId: freelancer.user.id,
      })
      .returning();
    expect(await preferences(user.id)).toEqual([
      {
        orderId: repeat.id,
        repeatOfOrderNumber: 1,
        services: [
          {
            orderActivityId: service?.id,
            serviceName: task.name,
            freelancer: { id: freelancer.user.id, firstName: 'Ewa', lastName: 'Lis' },
          },
        ],
      },
    ]);
  });

  it('is empty for an investor who never ordered again', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    expect(await preferences(user.id)).toEqual([]);
  });
});

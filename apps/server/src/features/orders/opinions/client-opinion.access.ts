import { INVESTORS, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { allFours, realisedServiceOf, storeOpinion } from './opinion-arrange.ts';

const path = '/api/investor/order-activities';
const body = { text: 'Rzetelna współpraca.', categoryOpinions: allFours() };
/** The investor rates their own service; the temporary investor is refused it as someone else's. */
const investorOnly = { ...only(INVESTORS, 201), temporaryInvestor: 404 };

/*
 * Issue 27, INVESTOR. Each request rates a service of a further, realised order of the world's
 * investor, carried out by a fresh freelancer outside the world: the review lands on that
 * freelancer, no other actor's rows change.
 */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/investor/order-activities/:orderActivityId/opinion',
    request: async ({ app, world }) => {
      const { service } = await realisedServiceOf(app, world.actors.investor.id);
      return { url: `${path}/${service.id}/opinion`, body };
    },
    expect: investorOnly,
  },
  {
    route: 'PUT /api/investor/order-activities/:orderActivityId/opinion',
    request: async ({ app, world }) => {
      const investorId = world.actors.investor.id;
      const { service, freelancer } = await realisedServiceOf(app, investorId);
      await storeOpinion(app, {
        freelancerId: freelancer.id,
        authorId: investorId,
        orderActivityId: service.id,
        authorType: 'INVESTOR',
      });
      return { url: `${path}/${service.id}/opinion`, body };
    },
    expect: { ...investorOnly, investor: 200 },
  },
];

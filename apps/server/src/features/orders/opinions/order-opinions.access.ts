import { reviewCategory } from '@handlowo/contract';
import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { createUser } from '../../../testing/factories.ts';
import {
  addServiceRow,
  firstOrderOf,
  onboardedFreelancer,
  setOrder,
} from '../activities/order-arrange.ts';

/*
 * F16, ADMIN only. The investor, its realised order and the rated freelancer are fresh ones
 * outside the world: the review and the scores change no actor's rows.
 */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/investor/:id/opinions',
    request: async ({ app }) => {
      const investor = (await createUser(app, { role: 'INVESTOR' })).user;
      const order = await firstOrderOf(app, investor.id);
      await setOrder(app, order.id, { status: 'REALIZED', pipelineId: 1 });
      const freelancer = await onboardedFreelancer(app);
      const service = await addServiceRow(app, order.id, freelancer.id);
      return {
        url: `/api/investor/${investor.id}/opinions`,
        body: {
          freelancerId: freelancer.id,
          orderActivityId: service.id,
          text: 'Rzetelna współpraca.',
          categoryOpinions: reviewCategory.keys.map((category) => ({ category, score: 4 })),
        },
      };
    },
    expect: only(['admin'], 201),
  },
];

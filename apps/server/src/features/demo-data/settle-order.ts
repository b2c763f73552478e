/**
 * An admin brings a demo order to its status through the admin panel's API: the guardian (F12,
 * NEW → VERYFICATION), offers of the services to freelancers (F15) which they accept (→ ACTIVE
 * when all have; issue 25), the finish (G2, → REALIZED) and the ratings, which give the
 * freelancers reviews: the first of an order written by the investor themself (issue 27, 'Opinia
 * klienta'), the next by the guardian from the client's feedback (F16), by turns. A VERYFICATION
 * order keeps its offers waiting for an answer. From the guardian on, the order's conversation
 * (issue 26) has messages: the guardian and the client, then a freelancer.
 */
import { type OrderStatus, reviewCategory } from '@handlowo/contract';
import type { DemoCall } from './demo-client.ts';
import { CONVERSATION, REVIEWS } from './demo-texts.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface OrderPlan {
  adminId: number;
  investorId: number;
  status: OrderStatus;
  orderId: number;
  serviceIds: number[];
  /** The freelancer for each service (by position). */
  assignees: (number | undefined)[];
}

/** The API as a given freelancer, for their answers to the offers. */
export type FreelancerCalls = (freelancerId: number) => DemoCall | undefined;

/** A review the investor wrote: its freelancer may answer it (issue 27). */
export interface ClientReview {
  reviewId: number;
  freelancerId: number;
}

export async function settleOrder(
  call: DemoCall,
  random: SeededRandom,
  plan: OrderPlan,
  asFreelancer: FreelancerCalls,
  asInvestor?: DemoCall,
): Promise<ClientReview[]> {
  const written: ClientReview[] = [];
  if (plan.status === 'NEW') return written;
  await call('PATCH', `/order/${plan.orderId}/admin/${plan.adminId}`);
  const say = (as: DemoCall | undefined, texts: readonly string[]) =>
    as?.('POST', `/orders/${plan.orderId}/messages`, { text: random.pick(texts) });
  await say(call, CONVERSATION.guardian);
  await say(asInvestor, CONVERSATION.investor);
  // A VERYFICATION order keeps its last service without a freelancer, the others offered.
  const assigned = plan.status === 'VERYFICATION' ? plan.serviceIds.slice(0, -1) : plan.serviceIds;
  const pairs = assigned.flatMap((serviceId, i) => {
    const freelancerId = plan.assignees[i];
    return freelancerId === undefined ? [] : [{ serviceId, freelancerId }];
  });
  for (const { serviceId, freelancerId } of pairs) {
    await call('PATCH', `/order-activity/${serviceId}/freelancer/${freelancerId}`);
  }
  if (plan.status === 'VERYFICATION') return written;
  // Accepting the last offer makes the order ACTIVE.
  for (const { serviceId, freelancerId } of pairs) {
    await asFreelancer(freelancerId)?.('POST', `/freelancer/me/assignments/${serviceId}/accept`);
  }
  const [reporter] = pairs;
  if (reporter) await say(asFreelancer(reporter.freelancerId), CONVERSATION.freelancer);
  if (plan.status !== 'REALIZED' || pairs.length < plan.serviceIds.length) return written;
  await call('PATCH', `/admin-panel/orders/${plan.orderId}/status`, { orderStatus: 'REALIZED' });
  // Mostly good marks, now and then a weaker one; after the first, one service in four waits
  // for its rating.
  let rated = 0;
  for (const { serviceId, freelancerId } of pairs) {
    if (rated > 0 && random.chance(0.25)) continue;
    const base = random.pick([5, 5, 4, 4, 3]);
    const opinion = {
      text: random.pick(REVIEWS),
      categoryOpinions: reviewCategory.keys.map((category) => ({
        category,
        score: Math.min(5, Math.max(1, base + random.pick([-1, 0, 0, 0, 1]))),
      })),
    };
    // By turns the client and the guardian, the client first (so the profiles show both kinds).
    if (asInvestor && rated++ % 2 === 0) {
      const review = await asInvestor<{ id: number }>(
        'POST',
        `/investor/order-activities/${serviceId}/opinion`,
        opinion,
      );
      written.push({ reviewId: review.id, freelancerId });
    } else {
      await call('POST', `/investor/${plan.investorId}/opinions`, {
        freelancerId,
        orderActivityId: serviceId,
        ...opinion,
      });
    }
  }
  return written;
}

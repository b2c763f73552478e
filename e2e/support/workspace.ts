import { type AppLogin, adminSession, investorWithOrder } from './admin.ts';
import { apiCall, onboardedFreelancer } from './api.ts';

/*
 * Arrange-step helpers of the freelancer's workspace (issue 25): an order with a guardian, a
 * product and a service, the service offered to a fresh freelancer through F15.
 */

export interface ArrangedOffer {
  freelancer: Awaited<ReturnType<typeof onboardedFreelancer>>;
  orderActivityId: number;
  investorCompany: string;
}

/** A new onboarded freelancer to whom the admin assigns (offers) a service of a new order. */
export async function offeredFreelancer(app: AppLogin): Promise<ArrangedOffer> {
  const admin = await adminSession(app);
  const order = await investorWithOrder(app, 'VERYFICATION', { admin });
  const orderActivityId = order.serviceIds[0];
  if (orderActivityId === undefined) throw new Error('the arranged order has no service');
  const freelancer = await onboardedFreelancer(app.baseUrl);
  const { id } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', {
    token: freelancer.token,
  });
  await apiCall(app.baseUrl, 'PATCH', `/order-activity/${orderActivityId}/freelancer/${id}`, {
    token: admin.token,
  });
  return { freelancer, orderActivityId, investorCompany: order.investor.company };
}

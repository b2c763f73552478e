import { type AdminSession, type AppLogin, adminSession, investorWithOrder } from './admin.ts';
import { apiCall, onboardedFreelancer } from './api.ts';
import { answerOffer } from './offers.ts';

/*
 * Arrange-step helpers of the conversations (issue 26): an order with its guardian and a
 * freelancer who accepted its service, so that all three are members of its conversation, and
 * messages written through the API.
 */

export interface ArrangedConversation {
  admin: AdminSession;
  investor: { token: string; id: number; company: string };
  freelancer: { token: string; id: number; firstName: string; lastName: string };
  orderId: number;
  serviceId: number;
}

/** A freelancer's session and id. */
export async function freelancerWithId(baseUrl: string) {
  const user = await onboardedFreelancer(baseUrl);
  const { id } = await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', {
    token: user.token,
  });
  return { ...user, id };
}

/**
 * A registered investor's order #1 guarded by the run's admin, its first of two services given
 * to a fresh freelancer who accepted it: the three members of its conversation. The second
 * service waits for a freelancer, so the order stays in verification, where the admin may still
 * re-assign the first one (`replaceFreelancer`).
 */
export async function conversationOfOrder(app: AppLogin): Promise<ArrangedConversation> {
  const admin = await adminSession(app);
  const order = await investorWithOrder(app, 'VERYFICATION', { admin, services: 2 });
  const serviceId = order.serviceIds[0];
  if (serviceId === undefined) throw new Error('the arranged order has no service');
  const freelancer = await freelancerWithId(app.baseUrl);
  await apiCall(app.baseUrl, 'PATCH', `/order-activity/${serviceId}/freelancer/${freelancer.id}`, {
    token: admin.token,
  });
  await answerOffer(app.baseUrl, freelancer.token, serviceId, 'accept');
  return {
    admin,
    investor: {
      token: order.investor.token,
      id: order.investor.id,
      company: order.investor.company,
    },
    freelancer,
    orderId: order.orderId,
    serviceId,
  };
}

/** POST /orders/{orderId}/messages `{text}` as the user of `token`; the new message's id. */
export async function writeMessage(
  baseUrl: string,
  token: string,
  orderId: number,
  text: string,
): Promise<number> {
  const { id } = await apiCall<{ id: number }>(baseUrl, 'POST', `/orders/${orderId}/messages`, {
    token,
    body: { text },
  });
  return id;
}

/** F15: the admin gives the service to a new freelancer; the one who held it is replaced. */
export async function replaceFreelancer(
  app: AppLogin,
  arranged: ArrangedConversation,
): Promise<void> {
  const successor = await freelancerWithId(app.baseUrl);
  await apiCall(
    app.baseUrl,
    'PATCH',
    `/order-activity/${arranged.serviceId}/freelancer/${successor.id}`,
    { token: arranged.admin.token },
  );
}

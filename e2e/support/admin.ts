import type { Page } from 'playwright-core';
import { apiCall, logIn, onboardedFreelancer } from './api.ts';
import { answerOffer } from './offers.ts';
import { addProduct, addService, investorAtWizardStep } from './wizard.ts';

/*
 * Arrange-step helpers of the admin panel's specs (issue 10): an admin's token and an investor's
 * order brought to a status through the API (F12 guardian, F15 freelancers, G2 finish), so a
 * spec drives only the screens it is about.
 */

/**
 * A modal of the admin panel for the modal harness: `open` arranges what the modal needs through
 * the API (with the signed-in admin's session), opens its screen and then the modal.
 */
export interface AdminModalCase {
  title: string;
  open: (page: Page, context: { app: AppLogin; admin: AdminSession }) => Promise<void>;
}

export interface AppLogin {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
}

export interface AdminSession {
  token: string;
  id: number;
}

/** The run's bootstrap admin (A1 + A11). */
export async function adminSession(app: AppLogin): Promise<AdminSession> {
  const token = await logIn(app.baseUrl, app.adminEmail, app.adminPassword);
  const me = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/admin-panel/me', { token });
  return { token, id: me.id };
}

interface MeOrder {
  id: number;
  orderActivities: { id: number }[];
}

export type ArrangedStatus = 'NEW' | 'VERYFICATION' | 'ACTIVE' | 'REALIZED';

export interface ArrangedOrder {
  investor: Awaited<ReturnType<typeof investorAtWizardStep>> & { id: number };
  orderId: number;
  serviceIds: number[];
  freelancerIds: number[];
}

/**
 * A registered investor with a product and `services` services on order #1, brought to `status`
 * by the admin: VERYFICATION has a guardian, ACTIVE a freelancer on every service (who accepted
 * the offer), REALIZED is
 * finished (G2). Each service gets its own onboarded freelancer.
 */
export async function investorWithOrder(
  app: AppLogin,
  status: ArrangedStatus,
  { services = 1, admin }: { services?: 1 | 2 | 3; admin?: AdminSession } = {},
): Promise<ArrangedOrder> {
  const { baseUrl } = app;
  const investor = await investorAtWizardStep(baseUrl, 1);
  for (let taskIndex = 0; taskIndex < services; taskIndex += 1) {
    await addService(baseUrl, investor.token, { taskIndex });
  }
  await addProduct(baseUrl, investor.token);
  const me = await apiCall<{ id: number; orders: MeOrder[] }>(baseUrl, 'GET', '/investor/me', {
    token: investor.token,
  });
  const order = me.orders[0];
  if (!order) throw new Error('the investor has no order');
  const serviceIds = order.orderActivities.map((service) => service.id);
  const freelancerIds: number[] = [];
  if (status !== 'NEW') {
    const by = admin ?? (await adminSession(app));
    const call = (method: 'PATCH', path: string, body?: unknown) =>
      apiCall(baseUrl, method, path, { token: by.token, body });
    await call('PATCH', `/order/${order.id}/admin/${by.id}`);
    if (status === 'ACTIVE' || status === 'REALIZED') {
      for (const serviceId of serviceIds) {
        const freelancer = await onboardedFreelancer(baseUrl);
        const { id } = await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', {
          token: freelancer.token,
        });
        freelancerIds.push(id);
        await call('PATCH', `/order-activity/${serviceId}/freelancer/${id}`);
        // An assignment is an offer (issue 25): the order is ACTIVE once every one is accepted.
        await answerOffer(baseUrl, freelancer.token, serviceId, 'accept');
      }
    }
    if (status === 'REALIZED') {
      await call('PATCH', `/admin-panel/orders/${order.id}/status`, { orderStatus: 'REALIZED' });
    }
  }
  return { investor: { ...investor, id: me.id }, orderId: order.id, serviceIds, freelancerIds };
}

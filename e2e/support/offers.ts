import { apiCall, logIn, newUser } from './api.ts';

/*
 * The freelancer's answers to offers (issue 25) as arrange and act steps of the specs: the
 * WORKSPACE screens have the buttons, these call the same routes.
 */

type Action = 'accept' | 'decline';

/** POST /freelancer/me/assignments/{id}/accept or /decline as the freelancer of `token`. */
export async function answerOffer(
  baseUrl: string,
  token: string,
  orderActivityId: number,
  action: Action,
  reason?: string,
): Promise<void> {
  await apiCall(baseUrl, 'POST', `/freelancer/me/assignments/${orderActivityId}/${action}`, {
    token,
    body: action === 'decline' ? { reason } : undefined,
  });
}

interface PanelOrder {
  investorOrderNumber: number;
  orderActivities: {
    id: number;
    offerState: string | null;
    freelancer: { id: number; lastName: string } | null;
  }[];
}

/**
 * Every freelancer with an offer waiting on the investor's orders accepts it, whoever the admin
 * chose in the panel: they are found by F9 and the admin's freelancer search (for the e-mail)
 * and log in with the password every spec's user has (`newUser`).
 */
export async function acceptWaitingOffers(
  baseUrl: string,
  adminToken: string,
  investorId: number,
): Promise<void> {
  const orders = await apiCall<PanelOrder[]>(
    baseUrl,
    'GET',
    `/admin-panel/investors/${investorId}/orders`,
    { token: adminToken },
  );
  const waiting = orders
    .flatMap((order) => order.orderActivities)
    .filter((service) => service.offerState === 'OFFERED' && service.freelancer !== null);
  for (const service of waiting) {
    const freelancer = service.freelancer;
    if (!freelancer) continue;
    const found = await apiCall<{ content: { id: number; email: string }[] }>(
      baseUrl,
      'GET',
      `/admin-panel/freelancers/search/${encodeURIComponent(freelancer.lastName)}?page=0&size=50`,
      { token: adminToken },
    );
    const email = found.content.find((row) => row.id === freelancer.id)?.email;
    if (!email) throw new Error(`freelancer ${freelancer.id} not found by the admin's search`);
    const token = await logIn(baseUrl, email, newUser().password);
    await answerOffer(baseUrl, token, service.id, 'accept');
  }
}

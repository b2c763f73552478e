import { investorWithOrder } from '../support/admin.ts';
import { apiCall } from '../support/api.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { atPath, seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * Several orders (issue 27): a company whose order was realised finds it in 'Moje zlecenia',
 * orders it again ('Zamów ponownie'), lands in the service wizard on the new draft with the same
 * stage and services (their start dates to choose again), and then sees both orders in the list.
 * On a phone and on a desktop.
 */

interface MeOrder {
  id: number;
  pipeline: { name: string } | null;
  orderActivities: { name: string; freelancer: { firstName: string; lastName: string } | null }[];
}

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of viewports) {
  test(`a company orders its realised order again (${viewport.width} px)`, async ({
    page,
    app,
  }) => {
    const { investor } = await investorWithOrder(app, 'REALIZED', { services: 2 });
    const me = await apiCall<{ orders: MeOrder[] }>(app.baseUrl, 'GET', '/investor/me', {
      token: investor.token,
    });
    const realised = me.orders[0];
    if (!realised?.pipeline) throw new Error('the arranged order has no stage');
    const serviceNames = realised.orderActivities.map((service) => service.name);
    const freelancers = realised.orderActivities.map(({ freelancer }) =>
      freelancer ? `${freelancer.firstName} ${freelancer.lastName}` : '',
    );

    await storeToken(page.context(), investor.token);
    await page.setViewportSize(viewport);
    await page.goto('/investor/orders');
    await seen(page.getByRole('heading', { level: 1, name: 'Moje zlecenia' }));
    const list = page.getByRole('list', { name: 'Twoje zlecenia' });
    const first = list.getByRole('listitem', { name: 'Zlecenie nr 1' });
    await seen(first.getByText('Zrealizowane', { exact: true }));
    for (const name of freelancers) await seen(first.getByText(name, { exact: true }));
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

    await first.getByRole('button', { name: 'Zamów ponownie zlecenie nr 1' }).click();
    const dialog = await seen(page.getByRole('dialog', { name: 'Zamów ponownie' }));
    await dialog.getByRole('button', { name: 'Zamów ponownie', exact: true }).click();

    // The wizard on the new draft: the services step, the same stage and services, new dates.
    await atPath(page, '/investor/service');
    await seen(page.getByRole('heading', { level: 1, name: 'Zdefiniuj usługi' }));
    await seen(page.getByText(`„${realised.pipeline.name}”`, { exact: false }));
    await seen(page.getByText('Wybierz nowe terminy rozpoczęcia'));
    for (const name of serviceNames) {
      await seen(page.getByRole('heading', { name, exact: true }).first());
    }
    expect(await page.getByRole('button', { name: 'Przejdź dalej' }).isDisabled()).toBe(true);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

    await page.goto('/investor/orders');
    const cards = list.getByRole('listitem', { name: /^Zlecenie nr/ });
    await seen(list.getByRole('listitem', { name: 'Zlecenie nr 2' }));
    expect(await cards.count()).toBe(2);
    const draft = list.getByRole('listitem', { name: 'Zlecenie nr 2' });
    await seen(draft.getByText('Nowe', { exact: true }));
    await seen(draft.getByText(`Etap lejka: ${realised.pipeline.name}`));
    // The draft comes first (A10's order), the realised order after it.
    expect(await cards.first().getAttribute('aria-labelledby')).toBe(
      await draft.getAttribute('aria-labelledby'),
    );
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  });
}

import { adminSession, investorWithOrder } from '../support/admin.ts';
import { apiCall, logIn } from '../support/api.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * Reviews written by the client (issue 27): a company whose order was realised sees the banner on
 * its order page, rates the service's freelancer (four categories in stars and a text), and the
 * opinion appears on the freelancer's profile as 'Opinia klienta' ('Zweryfikowane zlecenie');
 * the freelancer answers it once from their own profile. On a phone and on a desktop.
 */

/** The password support/api.ts gives every user it registers. */
const E2E_PASSWORD = 'Haslo-e2e1!';

const categories = [
  'Jakość współpracy i zaangażowanie',
  'Responsywność i kontakt z handlowcem',
  'Efekty współpracy i liczba aktywności',
  'Zadowolenie z wykonanych aktywności',
];

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of viewports) {
  test(`a company rates its freelancer, who answers (${viewport.width} px)`, async ({
    page,
    app,
  }) => {
    const { investor, orderId, freelancerIds } = await investorWithOrder(app, 'REALIZED');
    const freelancerId = freelancerIds[0];
    if (freelancerId === undefined) throw new Error('the arranged order has no freelancer');
    const admin = await adminSession(app);
    const freelancer = await apiCall<{ email: string; firstName: string; lastName: string }>(
      app.baseUrl,
      'GET',
      `/freelancer/me/${freelancerId}`,
      { token: admin.token },
    );
    const name = `${freelancer.firstName} ${freelancer.lastName}`;
    const text = `Świetna współpraca, polecam (${viewport.width}).`;

    await storeToken(page.context(), investor.token);
    await page.setViewportSize(viewport);
    await page.goto(`/investor/orders/${orderId}`);
    const banner = await seen(page.getByText('Oceń współpracę z freelancerami'));
    expect(await banner.isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    await page.getByRole('button', { name: new RegExp(`^Oceń: ${name}`) }).click();

    const dialog = await seen(page.getByRole('dialog', { name: 'Opinia o freelancerze' }));
    for (const category of categories) {
      // Mantine's Rating: Enter chooses the focused star (a click on the star does the same).
      await dialog.getByRole('radio', { name: `${category}: 5 gwiazdek` }).press('Enter');
    }
    await dialog.getByRole('textbox', { name: /Twoja opinia/ }).fill(text);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    await dialog.getByRole('button', { name: 'Opublikuj opinię' }).click();
    await seen(page.getByRole('button', { name: new RegExp(`^Edytuj opinię: ${name}`) }));
    expect(await page.getByText('Oceń współpracę z freelancerami').count()).toBe(0);

    // The investor may see the profile of a freelancer of their order: the opinion is there.
    await page.goto(`/freelancer/profile/${freelancerId}`);
    const reviews = page.getByRole('region', { name: 'Opinie' });
    const card = await seen(reviews.getByRole('article').filter({ hasText: text }));
    await seen(card.getByText('Opinia klienta', { exact: true }));
    await seen(card.getByText('Zweryfikowane zlecenie'));
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

    // The freelancer answers from their own profile, once.
    const freelancerToken = await logIn(app.baseUrl, freelancer.email, E2E_PASSWORD);
    await storeToken(page.context(), freelancerToken);
    await page.goto('/freelancer/profile');
    const own = await seen(
      page.getByRole('region', { name: 'Opinie' }).getByRole('article').filter({ hasText: text }),
    );
    await own.getByRole('button', { name: /^Odpowiedz na opinię/ }).click();
    await own.getByRole('textbox', { name: /Twoja odpowiedź/ }).fill('Dziękuję za zaufanie!');
    await own.getByRole('button', { name: 'Opublikuj odpowiedź' }).click();
    const reply = await seen(own.getByRole('region', { name: 'Odpowiedź freelancera' }));
    await seen(reply.getByText('Dziękuję za zaufanie!'));
    expect(await own.getByRole('button', { name: /^Odpowiedz na opinię/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  });
}

import { newUser, registerFreelancer } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { control, logInThroughForm, registerThroughForm } from '../support/flows.ts';
import { newestMailTo, verifyEmailLink } from '../support/outbox.ts';
import { ageAccount, ownProduct } from '../support/own-server.ts';
import { atPath, seen, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 24, defect 9 (ADR 017): a registration mails a link that confirms the address; an account
 * not confirmed within 7 days is refused at login with 'Wyślij ponownie' until it is.
 */

/** The link's path: it names PUBLIC_URL, the page opens it on the context's own origin. */
const pathOf = (link: string) => new URL(link).pathname;

const VERIFIED = 'Adres e-mail został potwierdzony. Możesz korzystać z konta.';

test('a freelancer registers and confirms the address with the link from the e-mail', async ({
  page,
  app,
}) => {
  const user = newUser();
  const registeredAt = Date.now() - 1_000;
  await registerThroughForm(page, user);
  await atPath(page, '/login');

  const mail = await newestMailTo(app.dataDir, user.email, {
    after: registeredAt,
    containing: '/verify-email/',
  });
  expect(mail.headers.get('subject')).toContain('Potwierd');
  const link = pathOf(verifyEmailLink(mail));
  await page.goto(link);
  await seenText(page, VERIFIED);
  expect(await page.title()).toBe('Potwierdzenie adresu e-mail – Handlowo');

  await control(page, 'Przejdź do logowania').click();
  await logInThroughForm(page, user.email, user.password);
  await atPath(page, '/freelancer/onboarding/start');

  // The link is single-use: opened again it says so, without an error page.
  await page.goto(link);
  await seenText(page, /^Link potwierdzający wygasł lub został już użyty/);
});

test("an account not confirmed within 7 days is refused until 'Wyślij ponownie' and the new link", async ({
  browser,
}) => {
  const own = await ownProduct();
  try {
    // Registered on the product's own database, aged there while it is stopped.
    const first = await own.start();
    const user = await registerFreelancer(first.baseUrl);
    await first.kill('SIGTERM');
    await ageAccount(own.dataDir, user.email, 8);
    const server = await own.start();

    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
    });
    context.setDefaultTimeout(30_000);
    try {
      const page = await context.newPage();
      await logInThroughForm(page, user.email, user.password);
      await seenText(page, 'Potwierdź adres e-mail, aby się zalogować.');
      await atPath(page, '/login');
      // A state of the login screen, not a screen of its own: the harness never sees it.
      expect(await seriousViolations(page)).toEqual([]);

      const askedAt = Date.now() - 1_000;
      await page.getByRole('button', { name: 'Wyślij ponownie', exact: true }).click();
      await seenText(page, 'Jeśli konto o tym adresie czeka na potwierdzenie');
      expect(await seriousViolations(page)).toEqual([]);
      const mail = await newestMailTo(own.dataDir, user.email, {
        after: askedAt,
        containing: 'Oto nowy link',
      });

      await page.goto(pathOf(verifyEmailLink(mail)));
      await seenText(page, VERIFIED);
      await control(page, 'Przejdź do logowania').click();
      await logInThroughForm(page, user.email, user.password);
      await atPath(page, '/freelancer/onboarding/start');
      await seen(control(page, 'Zaczynajmy'));
    } finally {
      await context.close();
    }
  } finally {
    await own.dispose();
  }
}, 240_000);

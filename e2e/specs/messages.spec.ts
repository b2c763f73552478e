import type { Browser, Download, Page } from 'playwright-core';
import { downloadFrom } from '../support/account-data.ts';
import type { E2eContext } from '../support/context.ts';
import { conversationOfOrder, replaceFreelancer } from '../support/messages.ts';
import { atPath, seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 26's conversations in the browser, on a phone and on a desktop: the investor writes on
 * their order's page, the guardian answers from the investor's detail, the freelancer reads both
 * in 'Wiadomości' and sends a PDF, which the investor downloads with its name and bytes; once
 * replaced on the order, the freelancer still reads the thread but can no longer write.
 */

const widths = [375, 1280] as const;
const THREAD = 'Wiadomości w rozmowie';

/** A small PDF: the server checks the `%PDF-` signature of what it stores. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Another user's browser: a context of its own, logged in, at the test's width. */
async function actorPage(browser: Browser, app: E2eContext, token: string, width: number) {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width, height: width < 600 ? 812 : 900 },
  });
  context.setDefaultTimeout(30_000);
  await storeToken(context, token);
  return context.newPage();
}

/** The downloaded file's bytes (the browser runs apart from this process: streamed over). */
async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A mark a reload would wipe out: what arrives after it came without one. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
async function notReloaded(page: Page) {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);
}

for (const width of widths) {
  test(`investor, guardian and freelancer talk about the order; a replaced freelancer only reads (${width} px)`, async ({
    page,
    context,
    browser,
    app,
  }) => {
    const arranged = await conversationOfOrder(app);
    const { orderId } = arranged;
    const phone = width < 600;

    // The investor writes on their order's page, with a link.
    await storeToken(context, arranged.investor.token);
    await page.setViewportSize({ width, height: phone ? 812 : 900 });
    await page.goto('/investor/order');
    const section = page.getByRole('region', { name: 'Wiadomości' });
    const investorThread = section.getByRole('log', { name: THREAD });
    await seen(investorThread.getByText('Nie ma jeszcze wiadomości. Napisz pierwszą.'));
    await section
      .getByRole('textbox', { name: 'Treść wiadomości' })
      .fill('Dzień dobry, kiedy pierwsze spotkania? Plan: https://firma.example.pl/plan');
    await section.getByRole('button', { name: 'Wyślij' }).click();
    await seen(investorThread.getByText(/kiedy pierwsze spotkania/));
    expect(
      await investorThread
        .getByRole('link', { name: 'https://firma.example.pl/plan' })
        .getAttribute('href'),
    ).toBe('https://firma.example.pl/plan');
    await markPage(page);

    // The guardian answers from the investor's detail, with Ctrl+Enter.
    const admin = await actorPage(browser, app, arranged.admin.token, width);
    await admin.goto(`/admin/investors/${arranged.investor.id}`);
    await (await seen(admin.getByRole('button', { name: 'Pokaż rozmowę: zlecenie nr 1' }))).click();
    const adminThread = admin.getByRole('log', { name: THREAD });
    await seen(adminThread.getByText(/kiedy pierwsze spotkania/));
    const adminComposer = admin.getByRole('textbox', { name: 'Treść wiadomości' });
    await adminComposer.fill('Pierwsze spotkania w przyszłym tygodniu.');
    await adminComposer.press('Control+Enter');
    await seen(adminThread.getByText('Pierwsze spotkania w przyszłym tygodniu.'));

    // The investor's open page shows the answer, signed by the team, without a reload.
    const answer = investorThread
      .getByRole('listitem')
      .filter({ hasText: 'Pierwsze spotkania w przyszłym tygodniu.' });
    await seen(answer);
    expect(await answer.textContent()).toContain('Zespół Handlowo');
    expect(await notReloaded(page)).toBe(true);

    // The freelancer finds the conversation in 'Wiadomości' and reads both.
    const freelancer = await actorPage(browser, app, arranged.freelancer.token, width);
    await freelancer.goto('/messages');
    // The top bar's link counts them, on a phone too.
    await seen(freelancer.getByRole('link', { name: 'Wiadomości: 2 nieprzeczytane wiadomości' }));
    const list = freelancer.getByRole('list', { name: 'Twoje rozmowy' });
    const row = list.getByRole('link', { name: /Zlecenie nr 1/ });
    await seen(row.getByText('2 nieprzeczytane wiadomości'));
    await row.click();
    await atPath(freelancer, `/messages/${orderId}`);
    const thread = freelancer.getByRole('log', { name: THREAD });
    await seen(thread.getByText(/kiedy pierwsze spotkania/));
    await seen(thread.getByText('Pierwsze spotkania w przyszłym tygodniu.'));
    // A phone shows the thread alone, with the way back; a desktop keeps the list beside it.
    expect(await list.isVisible()).toBe(!phone);
    expect(await freelancer.getByRole('link', { name: 'Wszystkie rozmowy' }).isVisible()).toBe(
      phone,
    );

    // Reading it marks it read: the investor sees 'przeczytane' under their message.
    await seen(
      investorThread
        .getByRole('listitem')
        .filter({ hasText: /kiedy pierwsze spotkania/ })
        .getByText('przeczytane'),
    );

    // The freelancer sends a PDF with a few words.
    const [chooser] = await Promise.all([
      freelancer.waitForEvent('filechooser'),
      freelancer.getByRole('button', { name: 'Dodaj pliki' }).click(),
    ]);
    await chooser.setFiles({ name: 'oferta.pdf', mimeType: 'application/pdf', buffer: PDF });
    await seen(
      freelancer.getByRole('list', { name: 'Załączniki do wysłania' }).getByText('oferta.pdf'),
    );
    await freelancer.getByRole('textbox', { name: 'Treść wiadomości' }).fill('Przesyłam ofertę.');
    await freelancer.getByRole('button', { name: 'Wyślij' }).click();
    await seen(thread.getByRole('button', { name: 'Pobierz oferta.pdf' }));

    // The investor downloads it: the same name and bytes.
    const download = await downloadFrom(
      page,
      await seen(investorThread.getByRole('button', { name: 'Pobierz oferta.pdf' })),
    );
    expect(download.suggestedFilename()).toBe('oferta.pdf');
    expect((await downloadedBytes(download)).equals(PDF)).toBe(true);
    expect(await notReloaded(page)).toBe(true);

    // Replaced on the order, the freelancer keeps what was said but can no longer write.
    await replaceFreelancer(app, arranged);
    await freelancer.goto(`/messages/${orderId}`);
    await seen(
      freelancer.getByText(
        'Nie jesteś już uczestnikiem tej rozmowy: możesz ją czytać, ale nie pisać',
      ),
    );
    await seen(thread.getByText('Pierwsze spotkania w przyszłym tygodniu.'));
    expect(await freelancer.getByRole('textbox', { name: 'Treść wiadomości' }).count()).toBe(0);
    expect(await freelancer.getByRole('button', { name: 'Wyślij' }).count()).toBe(0);

    await Promise.all([admin.context().close(), freelancer.context().close()]);
  });
}

import type { Page } from 'playwright-core';
import { messagesModalTitles } from '../../apps/web/src/features/messages/modal-titles.ts';
import type { AdminModalCase } from './admin.ts';
import { conversationOfOrder, writeMessage } from './messages.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';

/*
 * The conversations' modals (issue 26) for the modal harness (e2e/specs/every-modal.spec.ts),
 * opened by the run's admin on /messages/{orderId}: 'Usuń wiadomość' on the admin's own fresh
 * message, 'Ukryj wiadomość' on the investor's.
 */

export { messagesModalTitles };

/** A conversation with one message of the investor and one of the admin, open on its page. */
async function openThread(page: Page, context: Parameters<AdminModalCase['open']>[1]) {
  const arranged = await conversationOfOrder(context.app);
  const { baseUrl } = context.app;
  await writeMessage(baseUrl, arranged.investor.token, arranged.orderId, 'Pytanie inwestora');
  await writeMessage(baseUrl, context.admin.token, arranged.orderId, 'Odpowiedź zespołu');
  await page.goto(`/messages/${arranged.orderId}`);
  const log = page.getByRole('log', { name: 'Wiadomości w rozmowie' });
  await seen(log.getByText('Odpowiedź zespołu'));
  return log;
}

export const messagesModalCases: AdminModalCase[] = [
  {
    title: messagesModalTitles.deleteMessage,
    open: async (page, context) => {
      const log = await openThread(page, context);
      const own = log.getByRole('listitem').filter({ hasText: 'Odpowiedź zespołu' });
      await (await seen(own.getByRole('button', { name: 'Usuń', exact: true }))).click();
      await shown(page, messagesModalTitles.deleteMessage);
    },
  },
  {
    title: messagesModalTitles.hideMessage,
    open: async (page, context) => {
      const log = await openThread(page, context);
      const investors = log.getByRole('listitem').filter({ hasText: 'Pytanie inwestora' });
      await (await seen(investors.getByRole('button', { name: 'Ukryj', exact: true }))).click();
      await shown(page, messagesModalTitles.hideMessage);
    },
  },
];

import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { MessagesPage } from '@/features/messages/components/messages-page.tsx';

/** An order id of the path, or null when it is none (the page then says the thread is missing). */
function orderIdOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  return /^\d{1,10}$/.test(value) ? Number(value) : 0;
}

/**
 * /messages and /messages/{orderId} (ours, issue 26): the caller's conversations, and one of them
 * open. Every role, the registered investor included (the guard sends the temporary one away).
 */
export default function MessagesRoute() {
  const orderId = orderIdOf(useParams().orderId);
  return (
    <>
      <PageTitle title={orderId === null ? titles.messages.root : titles.messages.thread} />
      <MessagesPage orderId={orderId} />
    </>
  );
}

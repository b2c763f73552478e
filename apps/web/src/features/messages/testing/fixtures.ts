import type {
  Conversation,
  ConversationOrder,
  MessagePage,
  OrderMessage,
} from '@handlowo/contract';

/* Answers of the conversation routes for the web tests (issue 26). */

export const order: ConversationOrder = {
  id: 5,
  number: 2,
  status: 'ACTIVE',
  company: 'Handel Testowy',
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const minutesAhead = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export function message(overrides: Partial<OrderMessage> & { id: number }): OrderMessage {
  return {
    orderId: order.id,
    author: { name: 'Anna Nowak (Handel Testowy)', role: 'INVESTOR', staffName: null },
    mine: false,
    state: 'VISIBLE',
    text: `Wiadomość ${overrides.id}`,
    createdAt: minutesAgo(60 - overrides.id),
    editedAt: null,
    editableUntil: null,
    attachments: [],
    ...overrides,
  };
}

/** The caller's own message, still inside its edit window. */
export function ownMessage(overrides: Partial<OrderMessage> & { id: number }): OrderMessage {
  return message({
    author: { name: 'Jan Kowalski', role: 'FREELANCER', staffName: null },
    mine: true,
    editableUntil: minutesAhead(10),
    ...overrides,
  });
}

export function page(items: OrderMessage[], overrides: Partial<MessagePage> = {}): MessagePage {
  return {
    order,
    canWrite: true,
    items,
    hasMore: false,
    readUpTo: null,
    othersReadUpTo: null,
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    order,
    unreadCount: 0,
    lastMessage: null,
    canWrite: true,
    ...overrides,
  };
}

export { minutesAgo };

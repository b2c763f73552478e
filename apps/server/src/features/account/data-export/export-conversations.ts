import type { DataExport } from '@handlowo/contract';
import type { ExportRows } from './data-export.repository.ts';

/* The conversations' part of the export document (issue 26). */

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type ConversationSections = Pick<
  DataExport,
  'messages' | 'messagesHidden' | 'conversationMemberships' | 'conversationReads'
>;

function stateOf(message: ExportRows['messages'][number]) {
  if (message.deletedAt) return 'DELETED' as const;
  if (message.hiddenAt) return 'HIDDEN' as const;
  return 'VISIBLE' as const;
}

export function conversationSections(rows: ExportRows): ConversationSections {
  const files = new Map<number, DataExport['messages'][number]['attachments']>();
  for (const { messageId, createdAt, ...file } of rows.messageAttachments) {
    const list = files.get(messageId) ?? [];
    list.push({ ...file, createdAt: iso(createdAt) });
    files.set(messageId, list);
  }
  return {
    messages: rows.messages.map((message) => ({
      id: message.id,
      orderId: message.orderId,
      orderNumber: message.orderNumber,
      authorRole: message.authorRole,
      state: stateOf(message),
      text: message.text,
      createdAt: iso(message.createdAt),
      editedAt: isoOrNull(message.editedAt),
      deletedAt: isoOrNull(message.deletedAt),
      hiddenAt: isoOrNull(message.hiddenAt),
      attachments: files.get(message.id) ?? [],
    })),
    messagesHidden: rows.messagesHidden.flatMap(({ id, orderId, hiddenAt }) =>
      hiddenAt ? [{ id, orderId, hiddenAt: iso(hiddenAt) }] : [],
    ),
    conversationMemberships: rows.conversationMemberships.map((m) => ({
      orderId: m.orderId,
      joinedAt: iso(m.joinedAt),
      leftAt: isoOrNull(m.leftAt),
    })),
    conversationReads: rows.conversationReads.map((r) => ({
      orderId: r.orderId,
      lastReadMessageId: r.lastReadMessageId,
      readAt: isoOrNull(r.readAt),
      digestedUpToMessageId: r.digestedUpToMessageId,
    })),
  };
}

import { z } from 'zod';
import { OrderStatus, Role } from '../common/enum-schemas.ts';
import { coercedIdField, idField, MAX_ID } from '../common/fields.ts';
import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX, MESSAGE_TEXT_MAX } from './limits.ts';
import { conversationMessages as m } from './messages.ts';

/*
 * Conversations per order (issue 26, ours): the order's investor, its guardian and the
 * freelancers of its services talk in one thread; any admin reads and writes as 'Zespół Handlowo'.
 */

export const messageState = ['VISIBLE', 'DELETED', 'HIDDEN'] as const;
export const MessageState = z.enum(messageState);
export type MessageState = z.infer<typeof MessageState>;

function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Line breaks and tabs belong in a message; NUL and the other controls do not.
    if ((code < 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) || code === 0x7f)
      return true;
  }
  return false;
}

/** A message's text: trimmed, 1–4,000 characters, line breaks kept, no control characters. */
export const messageTextField = z
  .string({ error: m.editTextRequired })
  .trim()
  .min(1, m.editTextRequired)
  .max(MESSAGE_TEXT_MAX, m.textMax)
  .refine((text) => !hasForbiddenCharacter(text), m.textInvalid);

/** POST /orders/{orderId}/messages as JSON (multipart sends `text` and `files` instead). */
export const MessageCreateBody = z.strictObject({ text: messageTextField });
export type MessageCreateBody = z.infer<typeof MessageCreateBody>;

/** PATCH /orders/{orderId}/messages/{messageId}. */
export const MessageEditBody = z.strictObject({ text: messageTextField });
export type MessageEditBody = z.infer<typeof MessageEditBody>;

/** POST /orders/{orderId}/messages/read: everything up to this message (inclusive) is read. */
export const MessageReadBody = z.strictObject({
  upTo: idField.describe('A message id of this conversation'),
});
export type MessageReadBody = z.infer<typeof MessageReadBody>;

/** GET /orders/{orderId}/messages?before=&limit=: the page before a message, newest last. */
export const MessagePageQuery = z.object({
  before: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
      z
        .number({ error: m.beforeInvalid })
        .int(m.beforeInvalid)
        .min(1, m.beforeInvalid)
        .max(MAX_ID, m.beforeInvalid),
    )
    .optional(),
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
      z
        .number({ error: m.limitInvalid })
        .int(m.limitInvalid)
        .min(1, m.limitInvalid)
        .max(MESSAGE_PAGE_MAX, m.limitInvalid),
    )
    .default(MESSAGE_PAGE_DEFAULT),
});
export type MessagePageQuery = z.infer<typeof MessagePageQuery>;

export const OrderMessageParams = z.object({ orderId: coercedIdField });
export const MessageParams = z.object({ orderId: coercedIdField, messageId: coercedIdField });
export const AttachmentParams = z.object({ orderId: coercedIdField, attachmentId: coercedIdField });
export const AdminMessageParams = z.object({ messageId: coercedIdField });

/** The order a conversation belongs to, as its list and header show it. */
export const ConversationOrder = z.object({
  id: z.number().int(),
  /** The investor's own numbering of their orders (1, 2, …), as every screen shows it. */
  number: z.number().int(),
  status: OrderStatus,
  /** The investor's company; null when it has none (or the account was deleted). */
  company: z.string().nullable(),
});
export type ConversationOrder = z.infer<typeof ConversationOrder>;

export const MessageAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const MessageAuthor = z.object({
  /**
   * How the thread signs the message: the person's name (an investor's with the company),
   * 'Zespół Handlowo' for any admin, 'Konto usunięte' once the author's account is gone.
   */
  name: z.string(),
  /** Null once the author's account is deleted. */
  role: Role.nullable(),
  /** The admin behind a 'Zespół Handlowo' message, shown to admins only; null otherwise. */
  staffName: z.string().nullable(),
});
export type MessageAuthor = z.infer<typeof MessageAuthor>;

export const OrderMessage = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  author: MessageAuthor,
  /** Written by the caller. */
  mine: z.boolean(),
  state: MessageState,
  /**
   * Plain text (never HTML). Null when DELETED, and when HIDDEN for everyone but its author and
   * the admins; the client shows `messagePlaceholders[state]` then.
   */
  text: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  editedAt: z.string().nullable().describe('ISO 8601 date-time of the last edit'),
  /** Until when the caller (its author) may edit or delete it; null when they may not. */
  editableUntil: z.string().nullable().describe('ISO 8601 date-time'),
  /** Empty when the message is deleted, or hidden from the caller. */
  attachments: z.array(MessageAttachment),
});
export type OrderMessage = z.infer<typeof OrderMessage>;

export const MessagePage = z.object({
  order: ConversationOrder,
  /** The caller may write (a member now, or an admin); false for a former freelancer. */
  canWrite: z.boolean(),
  /** Oldest first; the page before `before` (or the newest page). */
  items: z.array(OrderMessage),
  /** Older messages exist: ask again with `before` = the first item's id. */
  hasMore: z.boolean(),
  /** The caller's read state: the last message they marked read, or null. */
  readUpTo: z.number().int().nullable(),
  /** The furthest message any other member has read ('przeczytane' under it), or null. */
  othersReadUpTo: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof MessagePage>;

export const LastMessage = z.object({
  id: z.number().int(),
  authorName: z.string(),
  mine: z.boolean(),
  /** The text's start (up to 140 characters), the placeholder, or the attachments' names. */
  preview: z.string(),
  createdAt: z.string().describe('ISO 8601 date-time'),
});
export type LastMessage = z.infer<typeof LastMessage>;

export const Conversation = z.object({
  order: ConversationOrder,
  unreadCount: z.number().int().min(0),
  lastMessage: LastMessage.nullable(),
  canWrite: z.boolean(),
});
export type Conversation = z.infer<typeof Conversation>;

/** GET /conversations: the caller's conversations, the latest message first. */
export const ConversationList = z.object({ items: z.array(Conversation) });
export type ConversationList = z.infer<typeof ConversationList>;

/** GET /conversations/unread-count: unread messages of the caller, all conversations. */
export const MessageUnreadCount = z.object({ count: z.number().int().min(0) });
export type MessageUnreadCount = z.infer<typeof MessageUnreadCount>;

/** The live channel's `messages` event. */
export const MessageStreamEvent = z.object({
  count: z.number().int().min(0),
  orderId: z.number().int(),
});
export type MessageStreamEvent = z.infer<typeof MessageStreamEvent>;

import {
  DELETED_AUTHOR_NAME,
  MESSAGE_EDIT_MINUTES,
  type MessageState,
  messagePlaceholders,
  type OrderMessage,
  TEAM_AUTHOR_NAME,
} from '@handlowo/contract';
import type { Viewer } from './conversation-membership.repository.ts';
import type { MessageRow } from './message-rows.repository.ts';

/*
 * How a stored message shows to one viewer (issue 26): who signs it, whether its text and files
 * are theirs to see, and until when they may still change it.
 */

const EDIT_MS = MESSAGE_EDIT_MINUTES * 60 * 1000;

type AuthorFields = Pick<
  MessageRow,
  'authorId' | 'authorRole' | 'authorFirstName' | 'authorLastName' | 'authorCompany'
>;

const personName = (row: AuthorFields) =>
  `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim();

/**
 * The signature: any admin's message is the team's (also after the admin's account is gone), a
 * deleted account's 'Konto usunięte', an investor's name with the company, a freelancer's name.
 */
export function authorName(row: AuthorFields): string {
  if (row.authorRole === 'ADMIN') return TEAM_AUTHOR_NAME;
  if (row.authorId === null) return DELETED_AUTHOR_NAME;
  const name = personName(row);
  if (row.authorRole === 'INVESTOR' && row.authorCompany) {
    return name ? `${name} (${row.authorCompany})` : row.authorCompany;
  }
  return name;
}

export function messageState(row: Pick<MessageRow, 'deletedAt' | 'hiddenAt'>): MessageState {
  if (row.deletedAt) return 'DELETED';
  if (row.hiddenAt) return 'HIDDEN';
  return 'VISIBLE';
}

/** Until when the author may still edit or delete the message. */
export const editDeadline = (createdAt: Date) => new Date(createdAt.getTime() + EDIT_MS);

/**
 * Whether the viewer gets the message's words and files: never a deleted one; a hidden one only
 * its author and the admins who moderate (the thread and the attachment download alike).
 */
export function contentShownTo(
  row: Pick<MessageRow, 'authorId' | 'deletedAt' | 'hiddenAt'>,
  viewer: Viewer,
): boolean {
  const state = messageState(row);
  if (state === 'VISIBLE') return true;
  return state === 'HIDDEN' && (viewer.role === 'ADMIN' || row.authorId === viewer.userId);
}

export function toOrderMessage(
  row: MessageRow,
  viewer: Viewer,
  { canWrite, now = new Date() }: { canWrite: boolean; now?: Date },
): OrderMessage {
  const state = messageState(row);
  const shown = contentShownTo(row, viewer);
  const mine = row.authorId === viewer.userId;
  const deadline = editDeadline(row.createdAt);
  const editable = mine && canWrite && state === 'VISIBLE' && now < deadline;
  const staffName =
    viewer.role === 'ADMIN' && row.authorRole === 'ADMIN' && row.authorId !== null
      ? personName(row) || null
      : null;
  return {
    id: row.id,
    orderId: row.orderId,
    author: {
      name: authorName(row),
      role: row.authorId === null ? null : row.authorRole,
      staffName,
    },
    mine,
    state,
    text: shown ? row.text : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    editableUntil: editable ? deadline.toISOString() : null,
    attachments: shown ? row.attachments : [],
  };
}

const PREVIEW_LENGTH = 140;

/** The list's one line about a message: its text's start, the placeholder, or its files. */
export function messagePreview(row: MessageRow, viewer: Viewer): string {
  const message = toOrderMessage(row, viewer, { canWrite: false });
  if (message.text === null) {
    return message.state === 'VISIBLE' ? '' : messagePlaceholders[message.state];
  }
  const text = message.text.replace(/\s+/g, ' ').trim();
  if (text === '') return message.attachments.map((a) => a.fileName).join(', ');
  // By code points, so a cut never splits an emoji into a lone surrogate.
  const points = Array.from(text);
  return points.length > PREVIEW_LENGTH ? `${points.slice(0, PREVIEW_LENGTH - 1).join('')}…` : text;
}

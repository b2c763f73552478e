import { z } from 'zod';
import { pageOf } from '../admin/paging.ts';
import type { Role } from '../common/enum-schemas.ts';
import { MAX_ID } from '../common/fields.ts';
import { type NotificationKind, notificationKind } from './kinds.ts';
import { NOTIFICATION_PAGE_MAX, NOTIFICATION_PANEL_SIZE } from './limits.ts';

/** The read API of notifications and the e-mail settings ('Ustawienia'); ours, issue 25. */

export const notificationMessages = {
  notFound: 'Nie znaleziono powiadomienia',
  page: 'Numer strony musi być liczbą całkowitą od 0',
  size: `Liczba powiadomień na stronie musi być liczbą od 1 do ${NOTIFICATION_PAGE_MAX}`,
  kindsRequired: 'Podaj ustawienia co najmniej jednego rodzaju powiadomień',
  kindNotYours: 'Tego rodzaju powiadomień nie otrzymujesz',
  kindTwice: 'Każdy rodzaj powiadomień podaj tylko raz',
  emailFlag: 'Podaj, czy wysyłać e-mail (true albo false)',
} as const;

export const NotificationKindSchema = z.enum(notificationKind.keys);

/**
 * `?page=&size=`: `page` from 0 as in every list; `size` any number up to the cap, because the
 * bell's panel asks for 20, which is not one of the admin tables' picker options.
 */
export const NotificationPageQuery = z.object({
  page: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
      z
        .number({ error: notificationMessages.page })
        .int(notificationMessages.page)
        .min(0, notificationMessages.page)
        .max(MAX_ID, notificationMessages.page),
    )
    .default(0),
  size: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
      z
        .number({ error: notificationMessages.size })
        .int(notificationMessages.size)
        .min(1, notificationMessages.size)
        .max(NOTIFICATION_PAGE_MAX, notificationMessages.size),
    )
    .default(NOTIFICATION_PANEL_SIZE),
});
export type NotificationPageQuery = z.infer<typeof NotificationPageQuery>;

export const NotificationItem = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  /** The Polish sentence (`notificationSentence` of its kind and stored params). */
  sentence: z.string(),
  /** The web path of the thing it is about. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601 date-time'),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationPage = pageOf(NotificationItem);
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** The kinds a role can receive: what 'Ustawienia' lists for it. */
export const notificationKindsByRole: Record<Role, readonly NotificationKind[]> = {
  FREELANCER: [
    'OFFER_RECEIVED',
    'OFFER_REMINDER',
    'OFFER_WITHDRAWN',
    'ORDER_ACTIVE',
    'ORDER_REALIZED',
    'REVIEW_RECEIVED',
    'MESSAGES_UNREAD',
  ],
  INVESTOR: [
    'GUARDIAN_ASSIGNED',
    'ORDER_ACTIVE',
    'ORDER_REALIZED',
    'REVIEW_REQUESTED',
    'MESSAGES_UNREAD',
  ],
  ADMIN: ['OFFER_ACCEPTED', 'OFFER_DECLINED', 'OFFER_UNANSWERED', 'MESSAGES_UNREAD'],
};

export const NotificationSettings = z.object({
  kinds: z.array(z.object({ kind: NotificationKindSchema, label: z.string(), email: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsPatch = z.object({
  kinds: z
    .array(
      z.strictObject({
        kind: NotificationKindSchema,
        email: z.boolean({ error: notificationMessages.emailFlag }),
      }),
    )
    .min(1, notificationMessages.kindsRequired)
    .max(notificationKind.keys.length, notificationMessages.kindTwice)
    .refine(
      (kinds) => new Set(kinds.map((k) => k.kind)).size === kinds.length,
      notificationMessages.kindTwice,
    ),
});
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatch>;

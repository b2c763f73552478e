/*
 * The notifications' numbers and names without zod (issue 25): the bell in every shell imports
 * them, and zod stays out of the screens that do not validate anything.
 */

/** The bell's panel shows this many; the page's default size. */
export const NOTIFICATION_PANEL_SIZE = 20;
/** Hard cap of a page of notifications. */
export const NOTIFICATION_PAGE_MAX = 50;

/**
 * What the live channel (GET /api/notifications/stream, server-sent events) sends: `unread` with
 * the caller's unread count, at the start and whenever one of their notifications is written or
 * read anywhere.
 */
export const NOTIFICATION_STREAM_EVENT = 'unread';

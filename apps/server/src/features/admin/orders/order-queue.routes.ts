import {
  DEFAULT_PAGE_SIZE,
  ORDER_QUEUE_MAX_DAYS,
  ORDER_QUEUE_SORT_KEYS,
  OrderQueuePage,
  OrderQueueQuery,
  PAGE_SIZES,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { findOrderQueuePage } from './order-queue.repository.ts';

const paging =
  `\`page\` from 0; \`size\` one of ${PAGE_SIZES.join(', ')} (default ${DEFAULT_PAGE_SIZE}), others ` +
  `400; \`sort=field,asc|desc\` over ${ORDER_QUEUE_SORT_KEYS.map((k) => `\`${k}\``).join(', ')} ` +
  'only (others 400). Without `sort`: oldest waiting first (`waitingSince,asc`: when the order ' +
  'entered its status, kept by a database trigger on every status change). A key is followed by ' +
  '`id` in the same direction, so pages never repeat or skip an order. A page past the end is ' +
  'empty with the same totals.';

const description =
  'ADMIN; other roles and anonymous callers 403. Ours (issue 27; API.md has no order list): ' +
  'every order of every investor, except temporary investors’ orders and realised orders left ' +
  'by a deleted account (no investor to open). Filters, all optional and combined: ' +
  '`status` (one tab); `guardian=me` (the caller guards it), `none` (no guardian) or an ' +
  'admin’s id (an id that names no admin lists nothing); `awaitingAnswer=true|false` (a ' +
  'service’s offer waits for the freelancer’s answer, OFFERED: ‘Czeka na akceptację’); ' +
  `\`olderThanDays=1–${ORDER_QUEUE_MAX_DAYS}\` (in its status for longer; the screen's ` +
  '‘starsze niż 3 dni’); `q` (up to 100 characters; blank lists all): an order number (`12`, ' +
  '`#12`, `nr 12`; bare digits up to 6, longer ones are a phone) matches that number of any ' +
  'investor, other text a substring of the investor’s company, names, e-mail or phone, ' +
  `accent- and case-insensitive, phones by their digits (see \`q\`; ADR 009). ` +
  '`statusCounts`: the tabs’ counters, every filter applied but `status`; `totalElements` is ' +
  'the counter of the chosen tab (or their sum). The page and the counters are two statements, ' +
  `so a status change between them may leave them one apart. Bad values: 400 in Polish. ${paging}`;

/** The admin's order queue (issue 27): `/admin/orders`. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-panel/orders',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags: ['admin-orders'],
        security,
        summary: 'The order queue: every order, paged, with the status tabs’ counters',
        description,
        querystring: OrderQueueQuery,
        response: { 200: OrderQueuePage },
      },
    },
    (request) => findOrderQueuePage(app.db, { ...request.query, adminId: request.auth.userId }),
  );
};

export default routes;

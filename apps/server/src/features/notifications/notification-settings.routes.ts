import {
  notificationMessages as m,
  NotificationSettings,
  NotificationSettingsPatch,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import {
  readNotificationSettings,
  saveNotificationSettings,
} from './notification-settings.service.ts';

const tags = ['notifications'];
const who =
  'Any logged-in user (FREELANCER, INVESTOR, the temporary investor, whose settings stay when ' +
  'it registers, ADMIN); anonymous callers 403. Ours, issue 25.';

/** 'Ustawienia': which notifications also arrive by e-mail (issue 25). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = app.authorize();

  app.get(
    '/account/notification-settings',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Which kinds of notification the caller also gets by e-mail',
        description:
          `${who} The kinds the caller’s role receives (a freelancer: offers, reminders, ` +
          'withdrawn offers, the order active or realised, reviews; an investor: the guardian, ' +
          'the order active or realised; an admin: accepted, declined and unanswered offers), ' +
          'each with its Polish label and `email` (true unless turned off). Every kind is ' +
          'always shown in the bell.',
        response: { 200: NotificationSettings },
      },
    },
    (request) => readNotificationSettings(app.db, request.auth),
  );

  app.patch(
    '/account/notification-settings',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Turns the e-mails of kinds of notification on or off',
        description:
          `${who} \`{kinds: [{kind, email}]}\`: only the kinds sent change. A kind the caller’s ` +
          `role never receives: 400 \`${m.kindNotYours}\`; a kind twice: 400 ` +
          `\`${m.kindTwice}\`; none: 400 \`${m.kindsRequired}\`. E-mails already queued are sent.`,
        body: NotificationSettingsPatch,
        response: noContent,
      },
    },
    async (request, reply) => {
      await saveNotificationSettings(app.db, request.auth, request.body);
      return reply.code(204).send();
    },
  );
};

export default routes;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.ts';
import { createMailer, type Mailer } from '../lib/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    app.decorate('mailer', createMailer(config, app.log));
  },
  { name: 'mailer' },
);

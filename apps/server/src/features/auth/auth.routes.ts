import {
  GenericRegisterRequest,
  LoginRequest,
  RegisteredUser,
  RegisterRequest,
  StartResponse,
  TokenResponse,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login } from './login.service.ts';
import { startMockSession } from './mock-session.service.ts';
import { type RegisterInput, register } from './register.service.ts';

const REGISTER_DESCRIPTION =
  'Beyond API.md (ADR 017): at most REGISTRATION_LIMIT_PER_HOUR (default 10) registrations per ' +
  'client address an hour, counted before anything else (also a taken e-mail), then 429 ' +
  '`REGISTRATION_LIMIT`. The account gets an e-mail with a link to confirm its address ' +
  '(`/verify-email/{token}`, valid 7 days); it logs in at once, but from 7 days after the ' +
  'registration only once the address is confirmed.';

const LOGIN_DESCRIPTION =
  'Beyond API.md (ADR 017): the right password of an account whose e-mail was not confirmed ' +
  'within 7 days of its registration answers 400 `EMAIL_NOT_VERIFIED` with a Polish message ' +
  '(not 403, which logs the client out, nor 404, which says the password is wrong); ' +
  '`POST /auth/verification-email` sends a new link. A wrong password keeps the 404.';

/** A1–A4, A7. Public: they never look at the Authorization header (a stale token is ignored). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        description: LOGIN_DESCRIPTION,
        body: LoginRequest,
        response: { 200: TokenResponse },
      },
    },
    async (request) => login(app, { ...request.body, ip: request.ip }),
  );

  /** A2–A4 share the service; the mail with the verification link goes out once committed. */
  const registered = async (input: RegisterInput & { ip: string }) => {
    const user = await register(app, input);
    app.jobs.wake();
    return user;
  };

  app.post(
    '/auth/register/freelancer',
    {
      schema: {
        tags: ['auth'],
        description: REGISTER_DESCRIPTION,
        body: RegisterRequest,
        response: { 201: RegisteredUser },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await registered({ ...request.body, role: 'FREELANCER', ip: request.ip })),
  );

  app.post(
    '/auth/register/investor',
    {
      schema: {
        tags: ['auth'],
        description: REGISTER_DESCRIPTION,
        body: RegisterRequest,
        response: { 201: RegisteredUser },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registered({ ...request.body, role: 'INVESTOR', ip: request.ip })),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        description: REGISTER_DESCRIPTION,
        body: GenericRegisterRequest,
        response: { 201: RegisteredUser },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registered({ ...request.body, ip: request.ip })),
  );

  app.post(
    '/auth/start',
    { schema: { tags: ['auth'], response: { 200: StartResponse } } },
    async (request) => startMockSession(app, { ip: request.ip }),
  );
};

export default authRoutes;

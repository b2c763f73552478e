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
import { register } from './register.service.ts';

/** A1–A4, A7. Public: they never look at the Authorization header (a stale token is ignored). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: LoginRequest, response: { 200: TokenResponse } } },
    async (request) => login(app, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/auth/register/freelancer',
    { schema: { tags: ['auth'], body: RegisterRequest, response: { 201: RegisteredUser } } },
    async (request, reply) =>
      reply.code(201).send(await register(app.db, { ...request.body, role: 'FREELANCER' })),
  );

  app.post(
    '/auth/register/investor',
    { schema: { tags: ['auth'], body: RegisterRequest, response: { 201: RegisteredUser } } },
    async (request, reply) =>
      reply.code(201).send(await register(app.db, { ...request.body, role: 'INVESTOR' })),
  );

  app.post(
    '/auth/register',
    {
      schema: { tags: ['auth'], body: GenericRegisterRequest, response: { 201: RegisteredUser } },
    },
    async (request, reply) => reply.code(201).send(await register(app.db, request.body)),
  );

  app.post(
    '/auth/start',
    { schema: { tags: ['auth'], response: { 200: StartResponse } } },
    async (request) => startMockSession(app, { ip: request.ip }),
  );
};

export default authRoutes;

import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sortPaths } from './openapi-order.ts';

/** OpenAPI generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Handlowo API',
          description:
            'The contract of docs/API.md. Every error answers `{message, code}`. Rules of every ' +
            'route (ours, issue 24, docs/adr/016-request-hardening.md): a non-empty `text/plain` ' +
            'body is taken only where API.md defines a scalar text body, elsewhere 415; a ' +
            'POST, PATCH or DELETE without `Authorization` whose `Origin` (or `Sec-Fetch-Site`) ' +
            'names another site than ours or a configured CORS origin answers 403 ' +
            '`CROSS_SITE_REQUEST`; a body that does not arrive within 30 s (an upload: 10 ' +
            'minutes) answers 408; a path parameter with a control character answers 400 ' +
            '`INVALID_PARAM`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => sortPaths(jsonSchemaTransformObject(document)),
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);

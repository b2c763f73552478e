import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerSecurity, noContent } from './http-schemas.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The onboarding saves of both roles: `PATCH url` with the caller's answer as the body schema, one
 * service call with the caller's id, then 204. Returns the function that registers one such route.
 * `onRequest` is the route's `app.authorize(...)`: it runs before the body is validated.
 */
export function defineAnswerSaves(
  app: ZodApp,
  { onRequest, tags }: { onRequest: onRequestAsyncHookHandler; tags: string[] },
) {
  return <B extends z.ZodType>(
    url: string,
    body: B,
    run: (userId: number, value: z.output<B>) => Promise<void>,
  ) =>
    app.patch(
      url,
      { onRequest, schema: { tags, security: bearerSecurity, body, response: noContent } },
      async (request, reply) => {
        // The type provider cannot narrow a generic schema; the validator has produced exactly this.
        await run(request.auth.userId, request.body as z.output<B>);
        return reply.code(204).send();
      },
    );
}

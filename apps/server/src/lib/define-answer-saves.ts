import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerSecurity, noContent } from './http-schemas.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The onboarding saves of both roles: `PATCH url` with the caller's answer as the body schema, one
 * service call with the caller's id, then 204. Returns the function that registers one such route.
 */
export function defineAnswerSaves(
  app: ZodApp,
  { preHandler, tags }: { preHandler: preHandlerAsyncHookHandler; tags: string[] },
) {
  return <B extends z.ZodType>(
    url: string,
    body: B,
    run: (userId: number, value: z.output<B>) => Promise<void>,
  ) =>
    app.patch(
      url,
      { preHandler, schema: { tags, security: bearerSecurity, body, response: noContent } },
      async (request, reply) => {
        // The type provider cannot narrow a generic schema; the validator has produced exactly this.
        await run(request.auth.userId, request.body as z.output<B>);
        return reply.code(204).send();
      },
    );
}

import { randomUUID } from 'node:crypto';
import fastifyAutoload from '@fastify/autoload';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { RouteModule } from './bundled-routes.ts';
import type { Config } from './config/config.ts';
import { featuresDir } from './config/paths.ts';
import type { DatabaseConnection } from './db/client.ts';
import { expiredCountersCleanup } from './features/auth/expired-counters.plugin.ts';
import { expiredLinksCleanup } from './features/auth/expired-links.plugin.ts';
import { temporaryInvestorCleanup } from './features/auth/temporary-investor/temporary-investor-cleanup.plugin.ts';
import { messageDigests } from './features/conversations/digest/message-digest.plugin.ts';
import { jobsPlugin } from './features/jobs/jobs.plugin.ts';
import { mediaPlugin } from './features/media/media.plugin.ts';
import { mediaSweeps } from './features/media/media-sweeps.plugin.ts';
import { offerTimers } from './features/orders/offers/offer-timers.plugin.ts';
import { shutdownPlugin } from './features/system/shutdown.plugin.ts';
import { prettyLogStream } from './lib/log-format.ts';
import './lib/zod-locale.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyParser } from './plugins/body-parser.ts';
import { bodyTimeout } from './plugins/body-timeout.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { crossSiteGuard } from './plugins/cross-site-guard.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { frameworkErrors } from './plugins/framework-errors.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { pathParamsGuard } from './plugins/path-params.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** An already opened database (tests); otherwise the config's database is opened. */
  connection?: DatabaseConnection;
  /** The route files, already imported (the bundled server); otherwise they are autoloaded. */
  routes?: readonly RouteModule[] | undefined;
}

/** Multipart bounds; routes check the content (magic bytes) and their own size (API.md 1.7). */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Fastify 5.12 answers a bare hop count by trusting nobody (a count cannot tell the proxy from a
 * client that connects directly), so a count is given as the function it means: the socket peer
 * and the next `hops - 1` X-Forwarded-For entries from the right are proxies.
 */
function trustedHops(
  trust: Config['trustProxy'],
): false | string[] | ((a: string, i: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, index) => index < trust;
}

/** Options of the Fastify instance that hosts the app (logger, request ids, proxy). */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Readable lines for a person at a terminal (server.ts decides); JSON lines otherwise.
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream(process.stdout) } : {}),
    },
    genReqId: () => randomUUID(),
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Node's bound on receiving a whole request; bodies other than uploads get a shorter one.
    requestTimeout: config.uploadTimeoutMs,
    // Bad URL encoding and over-long path parameters: Polish {message, code}, not Fastify's body.
    frameworkErrors,
    // Fastify measures a path parameter as sent: the admin search phrase (F3, F5, F11, F14; at
    // most 100 characters) arrives percent-encoded, 6 characters per Polish letter.
    routerOptions: { maxParamLength: 700 },
    // Opening the database may wait for another instance's migrations (advisory lock) and a first
    // PGlite start runs initdb: both can exceed Fastify's 10 s plugin timeout legitimately.
    pluginTimeout: 0,
    // On shutdown, end idle keep-alive connections at once instead of waiting out the grace period.
    forceCloseConnections: 'idle',
  };
}

/**
 * The whole application as a plugin, in order: the error and body handling, external plugins,
 * the app's own plugins (database, auth, mailer), then every `src/features/**\/*.routes.ts`
 * under /api.
 */
export const app = fp<AppOptions>(
  async (fastify, { config, connection, routes }) => {
    fastify.decorate('config', config);
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    fastify.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });

    // First, so that it counts every request in flight and closes their connections on shutdown.
    await fastify.register(shutdownPlugin);
    await fastify.register(errorHandler);
    await fastify.register(bodyParser);
    await fastify.register(bodyTimeout, { config });
    await fastify.register(pathParamsGuard);
    await fastify.register(crossSiteGuard, { config });
    await fastify.register(securityPlugin, { config });
    // Before every route that answers JSON, so that they all get it (API docs included).
    await fastify.register(compressionPlugin);
    await fastify.register(apiDocsPlugin);
    await fastify.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 20 },
    });
    await fastify.register(spaPlugin, { config });

    await fastify.register(databasePlugin, { config, connection });
    await fastify.register(authPlugin, { config });
    await fastify.register(mailerPlugin, { config });
    await fastify.register(mediaPlugin);
    await fastify.register(jobsPlugin);
    await fastify.register(mediaSweeps);
    await fastify.register(offerTimers);
    await fastify.register(messageDigests);
    await fastify.register(temporaryInvestorCleanup);
    await fastify.register(expiredLinksCleanup);
    await fastify.register(expiredCountersCleanup);

    if (routes) {
      // One encapsulated context around them, as autoload does.
      await fastify.register(async (scope) => {
        for (const route of routes) await scope.register(route.default, { prefix: '/api' });
      });
      return;
    }
    // This module is TypeScript, so whatever loaded it loads the route files too. Autoload only
    // recognises some launchers (the tsx CLI, not `node --import tsx`) and otherwise refuses `.ts`;
    // this variable is its documented override (README, "Override TypeScript detection"), read
    // when it meets the first `.ts` file.
    process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
    await fastify.register(fastifyAutoload, {
      dir: featuresDir,
      // Only route files: services, repositories and tests live in the same folders.
      matchFilter: (file: string) => file.endsWith('.routes.ts'),
      dirNameRoutePrefix: false,
      options: { prefix: '/api' },
    });
  },
  { name: 'handlowo' },
);

/** A Fastify instance with the app registered and ready (used by server.ts and the tests). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(options.config)).withTypeProvider<ZodTypeProvider>();
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}

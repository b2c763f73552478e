import { jobs } from '../../db/schema/index.ts';
import { only } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';

/** The job queue of the Pulpit: ADMIN only. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/jobs',
    request: () => ({ url: '/api/admin-panel/jobs' }),
    expect: only(['admin'], 200),
  },
  {
    route: 'POST /api/admin-panel/jobs/:id/retry',
    // A failed job of its own for every request, so each allowed call finds one to retry.
    async request({ app }) {
      const [job] = await app.db
        .insert(jobs)
        .values({
          kind: 'mail',
          payload: { to: 'x@handlowo.test', subject: 's', text: 't', html: 'h' },
          state: 'FAILED',
          runAt: new Date(),
          createdAt: new Date(),
          finishedAt: new Date(),
          attempts: 6,
          lastError: 'SMTP down',
        })
        .returning({ id: jobs.id });
      return { url: `/api/admin-panel/jobs/${job?.id}/retry` };
    },
    expect: only(['admin'], 204),
  },
];

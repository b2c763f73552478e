import { notificationKindsByRole, type Role } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { notify } from '../../notifications/notify.ts';
import type { FilledUser } from './export-fixtures.ts';

/**
 * Two notifications of the user (one of them read) and an e-mail turned off in 'Ustawienia', so
 * that the export's notification sections have rows to check (issue 25).
 */
export async function notifiedUser(app: FastifyInstance, user: FilledUser, role: Role) {
  await app.db.transaction((tx) =>
    notify(tx, [
      { userId: user.id, kind: 'ORDER_ACTIVE', params: { orderNumber: 7 }, link: '/' },
      { userId: user.id, kind: 'ORDER_REALIZED', params: { orderNumber: 7 }, link: '/' },
    ]),
  );
  const list = await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { authorization: `Bearer ${user.token}` },
  });
  const [newest] = list.json<{ content: { id: number }[] }>().content;
  const read = await app.inject({
    method: 'POST',
    url: `/api/notifications/${newest?.id}/read`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(read.statusCode).toBe(204);
  const kind = notificationKindsByRole[role][0];
  const saved = await app.inject({
    method: 'PATCH',
    url: '/api/account/notification-settings',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { kinds: [{ kind, email: false }] },
  });
  expect(saved.statusCode).toBe(204);
}

import {
  notificationMessages as m,
  type NotificationSettings,
  notificationKind,
  notificationKindsByRole,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, type CreatedUser, createUser } from '../../testing/factories.ts';
import { readOutbox } from '../../testing/outbox.ts';
import { notify } from './notify.ts';

/* 'Ustawienia' (issue 25): which kinds of notification also come by e-mail, per role. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const read = async (user: CreatedUser) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/account/notification-settings',
    headers: bearer(user.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationSettings>();
};
const save = (user: CreatedUser, kinds: { kind: string; email: unknown }[]) =>
  app.inject({
    method: 'PATCH',
    url: '/api/account/notification-settings',
    headers: bearer(user.token),
    payload: { kinds },
  });

describe.each(['FREELANCER', 'INVESTOR', 'ADMIN'] as const)('%s', (role) => {
  it('lists the kinds of its role, all by e-mail at first, and saves a switch', async () => {
    const user = await createUser(app, { role });
    const kinds = notificationKindsByRole[role];
    expect((await read(user)).kinds).toEqual(
      kinds.map((kind) => ({ kind, label: notificationKind.labels[kind], email: true })),
    );
    const [first, second] = kinds;
    if (!first || !second) throw new Error('every role has two kinds or more');
    expect((await save(user, [{ kind: first, email: false }])).statusCode).toBe(204);
    // Again: no duplicate, no error.
    expect((await save(user, [{ kind: first, email: false }])).statusCode).toBe(204);
    expect((await read(user)).kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual([first]);
    const back = await save(user, [
      { kind: first, email: true },
      { kind: second, email: false },
    ]);
    expect(back.statusCode).toBe(204);
    expect((await read(user)).kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual([second]);
  });

  it('refuses a kind of another role, a kind twice and an empty list', async () => {
    const user = await createUser(app, { role });
    const foreign =
      notificationKind.keys.find((k) => !notificationKindsByRole[role].includes(k)) ?? '';
    const own = notificationKindsByRole[role][0] as string;
    const cases: [{ kind: string; email: boolean }[], string][] = [
      [[{ kind: foreign, email: false }], m.kindNotYours],
      [
        [
          { kind: own, email: false },
          { kind: own, email: true },
        ],
        m.kindTwice,
      ],
      [[], m.kindsRequired],
    ];
    for (const [kinds, message] of cases) {
      const res = await save(user, kinds);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await read(user)).kinds.every((k) => k.email)).toBe(true);
  });
});

it('sends no e-mail of a kind turned off, and still shows the notification', async () => {
  const user = await createUser(app, { role: 'INVESTOR' });
  const mail = (subject: string) => ({
    to: user.user.email,
    subject,
    text: subject,
    html: subject,
  });
  expect((await save(user, [{ kind: 'ORDER_ACTIVE', email: false }])).statusCode).toBe(204);
  await app.db.transaction((tx) =>
    notify(tx, [
      {
        userId: user.user.id,
        kind: 'ORDER_ACTIVE',
        params: { orderNumber: 1 },
        link: '/investor/order',
        mail: mail('aktywne-wylaczone'),
      },
      {
        userId: user.user.id,
        kind: 'ORDER_REALIZED',
        params: { orderNumber: 1 },
        link: '/investor/order',
        mail: mail('zrealizowane-wlaczone'),
      },
    ]),
  );
  const subjects = (await readOutbox(app, user.user.email)).map((m) => m.decoded);
  expect(subjects.some((text) => text.includes('zrealizowane-wlaczone'))).toBe(true);
  expect(subjects.some((text) => text.includes('aktywne-wylaczone'))).toBe(false);
  const count = await app.inject({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: bearer(user.token),
  });
  expect(count.json()).toEqual({ count: 2 });
});

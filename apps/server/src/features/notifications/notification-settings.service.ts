import {
  notificationMessages as m,
  type NotificationSettings,
  type NotificationSettingsPatch,
  notificationKind,
  notificationKindsByRole,
  type Role,
} from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { findOptOuts, saveOptOuts } from './notification-settings.repository.ts';

/** The kinds the caller's role receives, each with whether its e-mail is sent. */
export async function readNotificationSettings(
  db: Database,
  { userId, role }: { userId: number; role: Role },
): Promise<NotificationSettings> {
  const off = await findOptOuts(db, userId);
  return {
    kinds: notificationKindsByRole[role].map((kind) => ({
      kind,
      label: notificationKind.labels[kind],
      email: !off.has(kind),
    })),
  };
}

/** Saves the e-mail switches sent; a kind the role never receives is 400. */
export async function saveNotificationSettings(
  db: Database,
  { userId, role }: { userId: number; role: Role },
  patch: NotificationSettingsPatch,
): Promise<void> {
  const allowed = new Set(notificationKindsByRole[role]);
  if (patch.kinds.some(({ kind }) => !allowed.has(kind))) throw badRequest(m.kindNotYours);
  await db.transaction((tx) =>
    saveOptOuts(tx, userId, {
      on: patch.kinds.filter((k) => k.email).map((k) => k.kind),
      off: patch.kinds.filter((k) => !k.email).map((k) => k.kind),
    }),
  );
}

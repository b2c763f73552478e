import { DELETED_ACCOUNT_NAME } from '@handlowo/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { notifications, users } from '../../../db/schema/index.ts';

/*
 * Notifications keep the names they were written with (issue 25: a freelancer's name in the
 * guardian's OFFER_* notifications, a guardian's in the investor's GUARDIAN_ASSIGNED, an
 * investor's company in the freelancer's OFFER_RECEIVED). Deleting an account removes those
 * names from other users' notifications, as the reviews it wrote read DELETED_ACCOUNT_NAME. The
 * params carry no user ids, so they are matched by the text; a namesake's mention is anonymised
 * too, which loses only a name in a past notification.
 */

/** Before the users are deleted: their names and companies leave every notification. */
export async function anonymiseNotificationsNaming(
  tx: Transaction,
  ids: readonly number[],
): Promise<void> {
  const people = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, company: users.company })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const names = people.map((p) => `${p.firstName} ${p.lastName}`.trim()).filter(Boolean);
  const companies = people.flatMap((p) => (p.company ? [p.company] : []));
  for (const key of ['freelancerName', 'guardianName'] as const) {
    if (names.length === 0) break;
    await tx
      .update(notifications)
      .set({
        params: sql`${notifications.params} || jsonb_build_object(${key}::text, ${DELETED_ACCOUNT_NAME}::text)`,
      })
      .where(
        sql`${notifications.params}->>${key} in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      );
  }
  if (companies.length > 0) {
    await tx
      .update(notifications)
      .set({ params: sql`${notifications.params} || '{"company": null}'::jsonb` })
      .where(
        sql`${notifications.params}->>'company' in (${sql.join(
          companies.map((company) => sql`${company}`),
          sql`, `,
        )})`,
      );
  }
}

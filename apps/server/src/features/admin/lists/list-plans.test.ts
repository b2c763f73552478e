import {
  FREELANCER_SORT_KEYS,
  type FreelancerSortKey,
  INVESTOR_SORT_KEYS,
  type InvestorSortKey,
  type SortOrder,
} from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Executor } from '../../../db/client.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { findFreelancerPage } from '../freelancers/freelancer-list.repository.ts';
import { findInvestorPage } from '../investors/investor-list.repository.ts';

/*
 * The admin lists' pages are planned once per connection (`positionIn`, `onPage`, ADR 009): after
 * PostgreSQL's five trial executions with values, each list statement runs on its generic plan.
 * With `limit $size offset $offset` none ever did (the generic plan guessed a tenth of the rows and
 * lost to every custom one), so this fails for a statement that goes back to it. One transaction
 * keeps every execution on one connection, whose prepared statements `pg_prepared_statements`
 * shows. PostgreSQL only: PGlite's driver sends every statement unnamed, so nothing is kept between
 * executions there (CI's PostgreSQL stage runs it).
 */

const onPostgres = inject('testTemplate').kind === 'postgres';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  if (!onPostgres) return;
  // Enough rows that a tenth of them is more than a page: on a handful the old guess was right.
  await app.db.execute(sql`
    insert into users (email, role, first_name, last_name, company)
    select 'plans' || n || '.' || lower(role) || '@example.pl', role, 'Imię' || n % 97, 'Nazwisko' || n % 89,
      case when n % 3 = 0 then null else 'Firma ' || n % 31 end
    from generate_series(1, 2000) as n,
      (values ('FREELANCER'), ('INVESTOR')) as roles (role)`);
  await app.db.execute(sql`analyze users`);
});
afterAll(() => app.close());

const directions = ['asc', 'desc'] as const;
const sortsOf = <Key extends string>(keys: readonly Key[]): SortOrder<Key>[] =>
  keys.flatMap((field) => directions.map((direction) => ({ field, direction })));

/** Statement name -> how often it was planned generically and with values, on this connection. */
async function plansOf(tx: Executor): Promise<Map<string, { generic: number; custom: number }>> {
  const result = (await tx.execute(
    sql`select name, generic_plans, custom_plans from pg_prepared_statements`,
  )) as { rows: { name: string; generic_plans: string; custom_plans: string }[] };
  return new Map(
    result.rows.map((row) => [
      row.name,
      { generic: Number(row.generic_plans), custom: Number(row.custom_plans) },
    ]),
  );
}

describe.runIf(onPostgres)('admin list statements', () => {
  it('are planned once per connection, not on every execution', async () => {
    const executions = 8;
    const plans = await app.db.transaction(async (tx) => {
      for (let page = 0; page < executions; page++) {
        // Pages and sizes vary as an admin's do: the plan must not depend on them.
        const at = { page: page % 3, size: 5 + page };
        await findFreelancerPage(tx, at);
        for (const sort of sortsOf<FreelancerSortKey>(FREELANCER_SORT_KEYS)) {
          await findFreelancerPage(tx, { ...at, sort });
        }
        for (const sort of sortsOf<InvestorSortKey>(INVESTOR_SORT_KEYS)) {
          await findInvestorPage(tx, { ...at, sort });
        }
      }
      return plansOf(tx);
    });
    const names = [
      'admin_freelancers_default',
      ...sortsOf(FREELANCER_SORT_KEYS).map((s) => `admin_freelancers_${s.field}_${s.direction}`),
      ...sortsOf(INVESTOR_SORT_KEYS).map((s) => `admin_investors_${s.field}_${s.direction}`),
    ];
    for (const name of names) {
      // Five trial plans with values, then the generic one for every later execution.
      expect({ name, ...plans.get(name) }).toEqual({
        name,
        custom: 5,
        generic: executions - 5,
      });
    }
  });
});

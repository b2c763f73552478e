import type { SalesTool } from '@handlowo/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { freelancerTools, salesTools, users } from '../../../db/schema/index.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';

const findToolsStatement = preparedPerDatabase('freelancer_tools', (db) =>
  db
    .select({ id: salesTools.id, toolName: salesTools.toolName, kind: salesTools.kind })
    .from(users)
    .leftJoin(freelancerTools, eq(freelancerTools.freelancerId, users.id))
    .leftJoin(salesTools, eq(salesTools.id, freelancerTools.toolId))
    .where(isFreelancerWithId(sql.placeholder('freelancerId')))
    .orderBy(asc(freelancerTools.position)),
);

/**
 * D25 in one statement: the user row tells whether the id is a freelancer's (no row = undefined),
 * the left joins bring the tools in saved order, so the count never grows with the list.
 */
export async function findTools(
  db: Executor,
  freelancerId: number,
): Promise<SalesTool[] | undefined> {
  const rows = await findToolsStatement(db).execute({ freelancerId });
  if (rows.length === 0) return undefined;
  const tools: SalesTool[] = [];
  for (const { id, toolName, kind } of rows) {
    if (id !== null && toolName !== null && kind !== null) tools.push({ id, toolName, kind });
  }
  return tools;
}

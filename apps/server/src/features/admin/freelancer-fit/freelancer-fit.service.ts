import {
  type AssignableFreelancer,
  type AssignableFreelancerPage,
  type AssignableQuery,
  totalPagesOf,
  wizardMessages,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { type PictureFiles, withUserAvatars } from '../../media/picture-data-urls.ts';
import { findFitService } from './fit-context.repository.ts';
import { type FitService, fitScore } from './fit-score.ts';
import type { FitSqlContext } from './fit-score-sql.ts';
import { fitWeights, relevantToolKinds, reviewPrior } from './fit-weights.ts';
import {
  type AssignableRow,
  countAssignable,
  findAssignablePage,
  findFitData,
  findScoredPage,
} from './freelancer-fit.repository.ts';

type Deps = { db: Database } & PictureFiles;

/** The ids the SQL score needs, from the service's description. */
export function fitSqlContext(serviceId: number, service: FitService): FitSqlContext {
  return {
    serviceId,
    activityIds: service.activities.map((a) => a.id),
    subIndustryIds: [...new Set(service.products.map((p) => p.subIndustryId))],
    industryIds: [...new Set(service.products.map((p) => p.industryId))],
    sectorIds: service.sectors.map((s) => s.id),
    toolKinds: relevantToolKinds(
      service.activities.map((a) => a.code),
      fitWeights,
    ),
    preferredFreelancerId: service.preferredFreelancerId,
    reviewPrior: reviewPrior(service.platformReviewMean, fitWeights),
  };
}

/**
 * F13/F14: freelancers who finished onboarding, a page at a time. With `orderActivityId` each
 * gets the fit score: the database orders all candidates by it, then the page's reasons come
 * from `fitScore` over inputs read for the page's freelancers only.
 */
export async function listAssignable(
  deps: Deps,
  { page, size, orderActivityId }: AssignableQuery,
  phrase?: string,
): Promise<AssignableFreelancerPage> {
  const { db } = deps;
  const request = { page, size, phrase };
  let rows: AssignableRow[];
  let totalElements: number;
  let fitOf: (freelancerId: number) => AssignableFreelancer['fit'] = () => null;
  // The count runs beside the page (in parallel on PostgreSQL's pool; PGlite queues them).
  if (orderActivityId === undefined) {
    [rows, totalElements] = await Promise.all([
      findAssignablePage(db, request),
      countAssignable(db, phrase),
    ]);
  } else {
    const service = await findFitService(db, orderActivityId);
    if (!service) throw notFound(wizardMessages.orderActivityNotFound, 'ORDER_ACTIVITY_NOT_FOUND');
    const context = fitSqlContext(orderActivityId, service);
    [rows, totalElements] = await Promise.all([
      findScoredPage(db, request, context, fitWeights),
      countAssignable(db, phrase),
    ]);
    const data = await findFitData(
      db,
      rows.map((r) => r.id),
      context,
      fitWeights,
    );
    fitOf = (freelancerId) => {
      const freelancer = data.get(freelancerId);
      return freelancer ? fitScore({ service, freelancer }, fitWeights) : null;
    };
  }
  const content = (await withUserAvatars(deps, rows)).map(
    ({ score: _score, ...row }): AssignableFreelancer => ({ ...row, fit: fitOf(row.id) }),
  );
  return { content, totalPages: totalPagesOf(totalElements, size), totalElements, page, size };
}

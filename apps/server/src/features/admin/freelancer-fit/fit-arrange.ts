import { Readable } from 'node:stream';
import {
  type OrderStatus,
  type ReviewAuthorType,
  type ReviewCategory,
  reviewCategory,
  type Weekday,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  activities,
  freelancerActivities,
  freelancerSectors,
  freelancerSubIndustries,
  freelancers,
  freelancerTools,
  orderActivities,
  pictures,
  pipelineMainTasks,
  productSectors,
  products,
  salesTools,
  sectors,
  subIndustries,
} from '../../../db/schema/index.ts';
import { createUser } from '../../../testing/factories.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { firstOrderOf, setOrder } from '../../orders/activities/order-arrange.ts';
import { insertReview } from '../../profile/reviews/reviews.repository.ts';

/*
 * Test arrangements of F13/F14: onboarded freelancers with their answers, investors with products
 * and a service to score, assignments that make load, written straight into the database.
 */

/** Reference ids by natural key (codes of the seed; tools by name). */
export interface RefIds {
  activity: (code: string) => number;
  subIndustry: (code: string) => number;
  sector: (code: string) => number;
  tool: (name: string) => number;
}

export async function readRefIds(app: FastifyInstance): Promise<RefIds> {
  const [a, s, se, t] = await Promise.all([
    app.db.select({ id: activities.id, key: activities.code }).from(activities),
    app.db.select({ id: subIndustries.id, key: subIndustries.code }).from(subIndustries),
    app.db.select({ id: sectors.id, key: sectors.code }).from(sectors),
    app.db.select({ id: salesTools.id, key: salesTools.toolName }).from(salesTools),
  ]);
  const lookup = (rows: { id: number; key: string }[]) => {
    const map = new Map(rows.map((r) => [r.key, r.id]));
    return (key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`no reference item ${key}`);
      return id;
    };
  };
  return { activity: lookup(a), subIndustry: lookup(s), sector: lookup(se), tool: lookup(t) };
}

export interface FreelancerSpec {
  firstName?: string;
  lastName?: string;
  company?: string | null;
  phone?: string | null;
  isOnboardingPassed?: boolean;
  /** Activity code → level 1–5. */
  levels?: Record<string, number>;
  subIndustries?: string[];
  sectors?: string[];
  tools?: string[];
  workingDays?: Weekday[];
  workingHours?: string | null;
}

/** A FREELANCER (onboarded unless told) with the given answers; returns the user and token. */
export async function insertFreelancer(app: FastifyInstance, refs: RefIds, spec: FreelancerSpec) {
  const created = await createUser(app, {
    role: 'FREELANCER',
    firstName: spec.firstName ?? 'Jan',
    lastName: spec.lastName ?? 'Kowalski',
    company: spec.company ?? null,
    phone: spec.phone ?? null,
    isOnboardingPassed: spec.isOnboardingPassed ?? true,
  });
  const id = created.user.id;
  await app.db.transaction(async (tx) => {
    await tx.insert(freelancers).values({
      userId: id,
      experienceLevel: 'SENIOR',
      workingDays: spec.workingDays ?? [],
      workingHours: spec.workingHours ?? null,
    });
    const levels = Object.entries(spec.levels ?? {});
    if (levels.length > 0) {
      await tx.insert(freelancerActivities).values(
        levels.map(([code, level], position) => ({
          freelancerId: id,
          activityId: refs.activity(code),
          level,
          position,
        })),
      );
    }
    const subs = spec.subIndustries ?? [];
    if (subs.length > 0) {
      await tx.insert(freelancerSubIndustries).values(
        subs.map((code, position) => ({
          freelancerId: id,
          subIndustryId: refs.subIndustry(code),
          position,
        })),
      );
    }
    const own = spec.sectors ?? [];
    if (own.length > 0) {
      await tx.insert(freelancerSectors).values(
        own.map((code, position) => ({
          freelancerId: id,
          sectorId: refs.sector(code),
          position,
        })),
      );
    }
    const tools = spec.tools ?? [];
    if (tools.length > 0) {
      await tx
        .insert(freelancerTools)
        .values(
          tools.map((name, position) => ({ freelancerId: id, toolId: refs.tool(name), position })),
        );
    }
  });
  return created;
}

export interface ProductSpec {
  name: string;
  subIndustry: string;
  sectors: string[];
}

/**
 * An investor with products and a service of the given main task on its first order (the
 * order in VERYFICATION, its stage the task's).
 */
export async function scoredService(
  app: FastifyInstance,
  refs: RefIds,
  { mainTask, products: specs }: { mainTask: string; products: ProductSpec[] },
) {
  const investor = (await createUser(app, { role: 'INVESTOR' })).user;
  const [task] = await app.db
    .select()
    .from(pipelineMainTasks)
    .where(eq(pipelineMainTasks.code, mainTask));
  if (!task) throw new Error(`no main task ${mainTask}`);
  const order = await firstOrderOf(app, investor.id);
  await setOrder(app, order.id, { status: 'VERYFICATION', pipelineId: task.pipelineId });
  for (const [i, spec] of specs.entries()) {
    const [product] = await app.db
      .insert(products)
      .values({
        investorId: investor.id,
        investorProductNumber: i + 1,
        name: spec.name,
        subIndustryId: refs.subIndustry(spec.subIndustry),
        country: 'POLAND',
      })
      .returning({ id: products.id });
    if (!product) throw new Error('product insert returned no row');
    await app.db.insert(productSectors).values(
      spec.sectors.map((code, position) => ({
        productId: product.id,
        sectorId: refs.sector(code),
        position,
      })),
    );
  }
  const [service] = await app.db
    .insert(orderActivities)
    .values({
      orderId: order.id,
      pipelineMainTaskId: task.id,
      amount: 10,
      period: 1,
      startDate: '2027-02-01',
      description: 'Usługa do oceny dopasowania.',
    })
    .returning();
  if (!service) throw new Error('service insert returned no row');
  return { investor, order, service };
}

/** `n` services of fresh investors' orders in `status`, each assigned to the freelancer. */
export async function giveAssignments(
  app: FastifyInstance,
  freelancerId: number,
  n: number,
  status: OrderStatus = 'ACTIVE',
) {
  for (let i = 0; i < n; i++) {
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    const order = await firstOrderOf(app, investor.id);
    await setOrder(app, order.id, { status, pipelineId: 1 });
    const [task] = await app.db
      .select({ id: pipelineMainTasks.id })
      .from(pipelineMainTasks)
      .where(eq(pipelineMainTasks.pipelineId, 1))
      .limit(1);
    if (!task) throw new Error('stage 1 has no task');
    await app.db.insert(orderActivities).values({
      orderId: order.id,
      pipelineMainTaskId: task.id,
      amount: 5,
      period: 1,
      startDate: '2027-02-01',
      description: 'Zlecenie w toku.',
      freelancerId,
    });
  }
}

/** A review of a realised service: its four category scores (1–5) and who wrote it. */
export interface ReviewSpec {
  scores: readonly [number, number, number, number];
  authorType?: ReviewAuthorType;
}

/**
 * A track record: one realised service (a fresh investor's REALIZED order) per entry, each
 * reviewed by its spec or, for null, left unrated. Returns the services' ids.
 */
export async function giveTrackRecord(
  app: FastifyInstance,
  freelancerId: number,
  entries: readonly (ReviewSpec | null)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const entry of entries) {
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    const order = await firstOrderOf(app, investor.id);
    await setOrder(app, order.id, { status: 'REALIZED', pipelineId: 1 });
    const [task] = await app.db
      .select({ id: pipelineMainTasks.id })
      .from(pipelineMainTasks)
      .where(eq(pipelineMainTasks.pipelineId, 1))
      .limit(1);
    if (!task) throw new Error('stage 1 has no task');
    const [service] = await app.db
      .insert(orderActivities)
      .values({
        orderId: order.id,
        pipelineMainTaskId: task.id,
        amount: 5,
        period: 1,
        startDate: '2026-02-01',
        description: 'Zlecenie zrealizowane.',
        freelancerId,
      })
      .returning({ id: orderActivities.id });
    if (!service) throw new Error('service insert returned no row');
    ids.push(service.id);
    if (entry === null) continue;
    const scores = Object.fromEntries(
      reviewCategory.keys.map((category, i) => [category, entry.scores[i] ?? 1]),
    ) as Record<ReviewCategory, number>;
    await app.db.transaction((tx) =>
      insertReview(tx, {
        freelancerId,
        authorId: investor.id,
        authorFirstName: investor.firstName,
        authorLastName: investor.lastName,
        orderActivityId: service.id,
        authorType: entry.authorType ?? 'INVESTOR',
        text: 'Opinia do oceny dopasowania.',
        scores,
      }),
    );
  }
  return ids;
}

/** The client's preference ('Zamów ponownie') for a service: this freelancer. */
export async function preferFreelancer(
  app: FastifyInstance,
  serviceId: number,
  freelancerId: number | null,
) {
  await app.db
    .update(orderActivities)
    .set({ preferredFreelancerId: freelancerId })
    .where(eq(orderActivities.id, serviceId));
}

/** An avatar whose full picture and small rendition hold different bytes. */
export async function giveAvatar(app: FastifyInstance, userId: number) {
  const full = newMediaKey('webp');
  const small = newMediaKey('webp');
  await app.media.put(full, Readable.from([Buffer.from('full-size-avatar')]));
  await app.media.put(small, Readable.from([Buffer.from('small-avatar')]));
  await app.db.insert(pictures).values({
    userId,
    kind: 'AVATAR',
    storageKey: full,
    smallStorageKey: small,
    contentType: 'image/webp',
    width: 512,
    height: 512,
    byteSize: 100,
  });
  return { full: 'full-size-avatar', small: 'small-avatar' };
}

/** Sets a service's freelancer (the scored one itself, to prove it is not load). */
export async function assignTo(app: FastifyInstance, serviceId: number, freelancerId: number) {
  await app.db
    .update(orderActivities)
    .set({ freelancerId })
    .where(eq(orderActivities.id, serviceId));
}

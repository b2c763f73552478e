import {
  type Activity,
  type ActivityBody,
  type FreelancerActivity,
  skillLevelLabels,
} from '@handlowo/contract';
import { counted, orderForms } from '@/lib/plural.ts';

export type ServiceLevel = 1 | 2 | 3 | 4 | 5;

/** The level choices (1–5) with their Polish names, as Select options. */
export const serviceLevelOptions = (Object.keys(skillLevelLabels) as `${ServiceLevel}`[]).map(
  (value) => ({ value, label: skillLevelLabels[Number(value) as ServiceLevel] }),
);

export function serviceLevelLabel(level: number): string {
  return (skillLevelLabels as Record<number, string>)[level] ?? String(level);
}

/** 'N pkt' (API.md 3.3: `points ?? 0`). */
export function pointsText(points: number | null): string {
  return `${points ?? 0} pkt`;
}

/** '(N zleceń)' with the Polish plural: '(1 zlecenie)', '(3 zlecenia)', '(5 zleceń)'. */
export function orderCountText(orderCount: number | null): string {
  return `(${counted(orderCount ?? 0, orderForms)})`;
}

/** The catalogue's services the list does not hold yet (the add modal's choices). */
export function availableServices(
  catalogue: readonly Activity[],
  present: readonly Pick<FreelancerActivity, 'activityId'>[],
): Activity[] {
  const taken = new Set(present.map((service) => service.activityId));
  return catalogue.filter((activity) => !taken.has(activity.id));
}

/** A catalogue service appended to the edit modal's list (no points or orders yet). */
export function withService(
  list: readonly FreelancerActivity[],
  activity: Activity,
  level: ServiceLevel,
): FreelancerActivity[] {
  if (list.some((service) => service.activityId === activity.id)) return [...list];
  return [
    ...list,
    {
      activityId: activity.id,
      name: activity.name,
      info: activity.info,
      level,
      points: null,
      orderCount: null,
    },
  ];
}

export function withLevel(
  list: readonly FreelancerActivity[],
  activityId: number,
  level: ServiceLevel,
): FreelancerActivity[] {
  return list.map((service) =>
    service.activityId === activityId ? { ...service, level } : service,
  );
}

/** The B16 / D28 body: the list in display order. */
export function toActivitiesBody(list: readonly FreelancerActivity[]): ActivityBody[] {
  return list.map(({ activityId, level }) => ({ activityId, level }));
}

import type { FreelancerActivity } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import {
  availableServices,
  orderCountText,
  pointsText,
  serviceLevelLabel,
  serviceLevelOptions,
  toActivitiesBody,
  withLevel,
  withService,
} from './service-list.ts';

const catalogue = [
  { id: 1, name: 'Cold calling', info: '' },
  { id: 2, name: 'Umawianie spotkań', info: 'opis' },
  { id: 3, name: 'Prospecting', info: '' },
];
const own: FreelancerActivity[] = [
  { activityId: 3, name: 'Prospecting', level: 2, points: 12, orderCount: 3 },
];

describe('texts of a service', () => {
  it('shows points, 0 when unknown', () => {
    expect(pointsText(12)).toBe('12 pkt');
    expect(pointsText(null)).toBe('0 pkt');
  });

  it('counts orders with the Polish plural', () => {
    expect(orderCountText(null)).toBe('(0 zleceń)');
    expect(orderCountText(1)).toBe('(1 zlecenie)');
    expect(orderCountText(3)).toBe('(3 zlecenia)');
    expect(orderCountText(5)).toBe('(5 zleceń)');
    expect(orderCountText(12)).toBe('(12 zleceń)');
    expect(orderCountText(22)).toBe('(22 zlecenia)');
  });

  it('names the levels 1–5', () => {
    expect(serviceLevelOptions.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(serviceLevelLabel(5)).toBe('Zaawansowany');
    expect(serviceLevelLabel(1)).toBe('Początkujący');
  });
});

describe('the edit list', () => {
  it('offers only services not on the list', () => {
    expect(availableServices(catalogue, own).map((a) => a.id)).toEqual([1, 2]);
  });

  it('appends a service once, re-levels one and sends the order', () => {
    const [second] = catalogue.slice(1);
    if (!second) throw new Error('fixture');
    const list = withService(withService(own, second, 4), second, 1);
    expect(list.map((s) => [s.activityId, s.level, s.points])).toEqual([
      [3, 2, 12],
      [2, 4, null],
    ]);
    expect(toActivitiesBody(withLevel(list, 3, 5))).toEqual([
      { activityId: 3, level: 5 },
      { activityId: 2, level: 4 },
    ]);
  });
});

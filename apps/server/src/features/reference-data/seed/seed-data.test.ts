import { CRM_TOOL_NAMES, toolKind } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { activities } from './activities.ts';
import { activityDestinies } from './activity-destinies.ts';
import { businessTypes } from './business-types.ts';
import { employeeCountRanges } from './employee-count-ranges.ts';
import { goToMarketStrategies } from './go-to-market-strategies.ts';
import { incomeGoals } from './income-goals.ts';
import { industries } from './industries.ts';
import { investorRoles } from './investor-roles.ts';
import { organizationStages } from './organization-stages.ts';
import { salesTools } from './sales-tools.ts';
import { sectors } from './sectors.ts';
import { specializations } from './specializations.ts';
import { typesOfSales } from './types-of-sales.ts';
import { workingHours } from './working-hours.ts';

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const filled = (values: readonly string[]) => values.every((v) => v.trim().length > 0);

describe('reference data files', () => {
  it('have unique natural keys', () => {
    expect(unique(specializations.map((s) => s.code))).toBe(true);
    expect(unique(sectors.map((s) => s.code))).toBe(true);
    expect(unique(activities.map((a) => a.code))).toBe(true);
    expect(unique(industries.map((i) => i.code))).toBe(true);
    expect(unique(industries.flatMap((i) => i.subIndustries.map((s) => s.code)))).toBe(true);
    expect(unique(salesTools.map((t) => t.toolName))).toBe(true);
    expect(unique(workingHours.map((w) => w.workingHour))).toBe(true);
    expect(unique(incomeGoals.map((g) => g.incomeGoal))).toBe(true);
    for (const list of [
      activityDestinies,
      organizationStages,
      goToMarketStrategies,
      businessTypes,
      investorRoles,
      employeeCountRanges,
    ]) {
      expect(unique(list.map((o) => o.name))).toBe(true);
    }
  });

  it('have the sizes the brief asks for and a text for every tooltip', () => {
    expect(specializations.length).toBeGreaterThanOrEqual(15);
    expect(sectors.length).toBeGreaterThanOrEqual(15);
    expect(activities.length).toBeGreaterThanOrEqual(10);
    expect(industries.length).toBeGreaterThanOrEqual(6);
    for (const industry of industries)
      expect(industry.subIndustries.length).toBeGreaterThanOrEqual(3);
    expect(filled(specializations.map((s) => s.description))).toBe(true);
    expect(filled(sectors.map((s) => s.description))).toBe(true);
    expect(filled(activities.map((a) => a.info))).toBe(true);
    expect(filled(industries.flatMap((i) => i.subIndustries.map((s) => s.info)))).toBe(true);
    expect(filled(incomeGoals.map((g) => g.description))).toBe(true);
    expect(typesOfSales.map((t) => t.typeOfSales)).toEqual(['B2B', 'B2C', 'B2B_B2C']);
  });

  it('never put the select-label separator in an income range', () => {
    for (const goal of incomeGoals) expect(goal.range).not.toContain(' / ');
  });

  it('seed the CRMs under their exact logo names and every other tool under a known kind', () => {
    const crms = salesTools.filter((t) => t.kind === 'CRM').map((t) => t.toolName);
    expect(crms).toEqual([...CRM_TOOL_NAMES]);
    for (const kind of toolKind.keys.filter((k) => k !== 'CRM')) {
      expect(salesTools.filter((t) => t.kind === kind).length).toBeGreaterThanOrEqual(3);
    }
  });
});

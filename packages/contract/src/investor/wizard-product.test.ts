import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { wizardMessages as m, ProductBody, ProductPatchBody } from './wizard.ts';

/* E9 and E10 bodies: the spec's messages (document 2 section 5), the area rule, blanks → null. */

const valid = {
  name: 'CRM dla biur rachunkowych',
  subIndustryId: 4,
  sectorIds: [3, 1],
  companySize: ['SREDNIE', 'MIKRO'],
  buyerPersonIds: [7, 2],
  country: 'POLAND',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('ProductBody (E9)', () => {
  it('gives the lists in the order sent, optional texts as null and the area', () => {
    expect(ProductBody.parse({ ...valid, name: '  CRM  ', description: '  ' })).toEqual({
      name: 'CRM',
      subIndustryId: 4,
      description: null,
      sectorIds: [3, 1],
      companySize: ['SREDNIE', 'MIKRO'],
      buyerPersonIds: [7, 2],
      additionalNotes: null,
      area: { country: 'POLAND', state: null, city: null },
    });
  });

  it('takes a state by key or by description and gives the key; a city trimmed', () => {
    const area = (fields: object) => ProductBody.parse({ ...valid, country: null, ...fields }).area;
    expect(area({ state: 'mazowieckie' })).toEqual({
      country: null,
      state: 'MAZOWIECKIE',
      city: null,
    });
    expect(area({ state: 'Śląskie' })).toEqual({ country: null, state: 'SLASKIE', city: null });
    expect(area({ state: 'POMORSKIE', city: '' })).toEqual({
      country: null,
      state: 'POMORSKIE',
      city: null,
    });
    expect(area({ city: ' Gdańsk ' })).toEqual({ country: null, state: null, city: 'Gdańsk' });
  });

  const { subIndustryId: _sub, ...withoutSubIndustry } = valid;
  const refused: [string, unknown, string][] = [
    ['name missing', { ...valid, name: undefined }, 'Podaj nazwę produktu'],
    ['name blank', { ...valid, name: '  ' }, 'Podaj nazwę produktu'],
    ['name of 51', { ...valid, name: 'n'.repeat(51) }, 'Maksymalnie 50 znaków'],
    ['sub-industry absent', withoutSubIndustry, 'Wybierz sektor'],
    ['sub-industry null', { ...valid, subIndustryId: null }, 'Wybierz sektor'],
    ['sub-industry as text', { ...valid, subIndustryId: '4' }, messages.invalidId],
    ['sub-industry too big', { ...valid, subIndustryId: 2 ** 31 }, messages.invalidId],
    ['sectors empty', { ...valid, sectorIds: [] }, 'Wybierz sektor'],
    ['sectors missing', { ...valid, sectorIds: undefined }, 'Wybierz sektor'],
    ['sectors repeated', { ...valid, sectorIds: [1, 1] }, messages.duplicateItems],
    ['company size empty', { ...valid, companySize: [] }, 'Wybierz target'],
    ['company size null', { ...valid, companySize: null }, 'Wybierz target'],
    ['company size repeated', { ...valid, companySize: ['A', 'A'] }, messages.duplicateItems],
    ['buyer persons empty', { ...valid, buyerPersonIds: [] }, 'Wybierz personę kupującego'],
    ['buyer persons repeated', { ...valid, buyerPersonIds: [2, 2] }, messages.duplicateItems],
    ['description of 251', { ...valid, description: 'd'.repeat(251) }, 'Maksymalnie 250 znaków'],
    ['notes of 251', { ...valid, additionalNotes: 'd'.repeat(251) }, 'Maksymalnie 250 znaków'],
    ['another country', { ...valid, country: 'GERMANY' }, 'Wybierz kraj'],
    ['unknown state', { ...valid, country: null, state: 'Bawaria' }, 'Wybierz województwo'],
    ['city not a text', { ...valid, country: null, city: 5 }, 'Podaj miasto'],
    ['city too long', { ...valid, country: null, city: 'c'.repeat(51) }, m.cityMax],
    ['no area', { ...valid, country: '' }, m.areaRequired],
    ['two areas', { ...valid, state: 'mazowieckie' }, m.areaConflict],
  ];

  it.each(refused)('refuses %s', (_label, body, message) => {
    expect(firstMessage(ProductBody.safeParse(body))).toBe(message);
  });

  it('gives the spec message of every required field of an empty body, in form order', () => {
    const result = ProductBody.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Podaj nazwę produktu',
      'Wybierz sektor',
      'Wybierz sektor',
      'Wybierz target',
      'Wybierz personę kupującego',
    ]);
  });
});

describe('ProductPatchBody (E10)', () => {
  it('keeps only the keys sent, the area undefined when none is named', () => {
    expect(ProductPatchBody.parse({})).toEqual({ area: undefined });
    expect(ProductPatchBody.parse({ name: ' B ', description: '' })).toEqual({
      name: 'B',
      description: null,
      area: undefined,
    });
    expect(ProductPatchBody.parse({ sectorIds: [2, 1] })).toEqual({
      sectorIds: [2, 1],
      area: undefined,
    });
  });

  it('replaces the area when one field is named, the others cleared', () => {
    expect(ProductPatchBody.parse({ state: 'małopolskie' }).area).toEqual({
      country: null,
      state: 'MALOPOLSKIE',
      city: null,
    });
    expect(ProductPatchBody.parse({ city: 'Łódź', country: null }).area).toEqual({
      country: null,
      state: null,
      city: 'Łódź',
    });
  });

  const refused: [string, unknown, string][] = [
    ['two areas', { country: 'POLAND', city: 'Łódź' }, m.areaConflict],
    ['name null', { name: null }, 'Podaj nazwę produktu'],
    ['name of 51', { name: 'n'.repeat(51) }, 'Maksymalnie 50 znaków'],
    ['sub-industry null', { subIndustryId: null }, 'Wybierz sektor'],
    ['sectors empty', { sectorIds: [] }, 'Wybierz sektor'],
    ['company size empty', { companySize: [] }, 'Wybierz target'],
    ['buyer persons empty', { buyerPersonIds: [] }, 'Wybierz personę kupującego'],
    ['repeated ids', { buyerPersonIds: [5, 5] }, messages.duplicateItems],
    ['another country', { country: 'GERMANY' }, 'Wybierz kraj'],
    ['unknown state', { state: 'Bawaria' }, 'Wybierz województwo'],
  ];

  it.each(refused)('refuses %s', (_label, body, message) => {
    expect(firstMessage(ProductPatchBody.safeParse(body))).toBe(message);
  });
});

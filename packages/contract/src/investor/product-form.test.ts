import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  fromProduct,
  ProductForm,
  type ProductFormInput,
  toProductBody,
  withSalesArea,
} from './product-form.ts';
import type { Product } from './schemas.ts';
import { wizardMessages as m, ProductBody, ProductPatchBody } from './wizard.ts';

const filled: ProductFormInput = {
  name: '  System CRM  ',
  subIndustryId: 4,
  description: 'Abonament z wdrożeniem',
  sectorIds: [2, 1],
  companySize: ['SMALL', 'MEDIUM'],
  buyerPersonIds: [7],
  additionalNotes: '',
  area: 'STATE',
  country: '',
  state: 'MAZOWIECKIE',
  city: '',
};

const saved: Product = {
  id: 9,
  investorProductNumber: 3,
  name: 'System CRM',
  subIndustry: { id: 4, name: 'Oprogramowanie', info: '' },
  description: null,
  sectors: [
    { id: 2, name: 'B2B', description: '' },
    { id: 1, name: 'MŚP', description: '' },
  ],
  companySize: [{ name: 'SMALL', description: 'Małe firmy', target: '10–49 osób' }],
  buyerPersons: [{ id: 7, name: 'Prezes', groupName: 'Zarząd' }],
  additionalNotes: 'Tylko nowi klienci',
  country: null,
  state: null,
  city: 'Kraków',
};

/** The form's message for each field that failed, by the field's name. */
function messagesOf(input: ProductFormInput): Record<string, string> {
  const result = ProductForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('product form messages (spec document 2 section 5, "Wizard / Product")', () => {
  it('names every required field of an empty form at once, with the spec texts', () => {
    expect(messagesOf(emptyProductForm)).toEqual({
      name: 'Podaj nazwę produktu',
      subIndustryId: 'Wybierz sektor',
      sectorIds: 'Wybierz sektor',
      companySize: 'Wybierz target',
      buyerPersonIds: 'Wybierz personę kupującego',
      country: 'Wybierz kraj',
    });
  });

  it('asks for the voivodeship or the city when that area is chosen', () => {
    expect(messagesOf({ ...filled, state: '' })).toEqual({ state: 'Wybierz województwo' });
    expect(messagesOf({ ...filled, area: 'CITY', state: '', city: '   ' })).toEqual({
      city: 'Podaj miasto',
    });
    expect(messagesOf({ ...filled, state: 'Atlantyda' })).toEqual({ state: m.stateRequired });
  });

  it('limits the name to 50 and the texts to 250 characters', () => {
    expect(messagesOf({ ...filled, name: 'x'.repeat(50) })).toEqual({});
    expect(messagesOf({ ...filled, name: 'x'.repeat(51) })).toEqual({
      name: 'Maksymalnie 50 znaków',
    });
    expect(
      messagesOf({ ...filled, description: 'x'.repeat(251), additionalNotes: 'y'.repeat(251) }),
    ).toEqual({ description: 'Maksymalnie 250 znaków', additionalNotes: 'Maksymalnie 250 znaków' });
    expect(messagesOf({ ...filled, description: 'x'.repeat(250) })).toEqual({});
  });

  it('takes a whitespace-only name as empty', () => {
    expect(messagesOf({ ...filled, name: '   ' })).toEqual({ name: m.productNameRequired });
  });
});

describe('toProductBody', () => {
  it('sends every field, empty texts as null and only the chosen area', () => {
    const body = toProductBody(ProductForm.parse(filled));
    expect(body).toEqual({
      name: 'System CRM',
      subIndustryId: 4,
      description: 'Abonament z wdrożeniem',
      sectorIds: [2, 1],
      companySize: ['SMALL', 'MEDIUM'],
      buyerPersonIds: [7],
      additionalNotes: null,
      state: 'MAZOWIECKIE',
    });
  });

  it('sends POLAND for the country and the trimmed city', () => {
    const country = toProductBody(
      ProductForm.parse({ ...filled, area: 'COUNTRY', country: 'POLAND', state: '' }),
    );
    expect(country).toMatchObject({ country: 'POLAND' });
    expect(Object.keys(country)).not.toContain('state');
    const city = toProductBody(
      ProductForm.parse({ ...filled, area: 'CITY', state: '', city: ' Łódź ' }),
    );
    expect(city).toMatchObject({ city: 'Łódź' });
    expect(Object.keys(city).filter((k) => ['country', 'state', 'city'].includes(k))).toEqual([
      'city',
    ]);
  });

  it('reads the value of the chosen area only, even if another one is left filled', () => {
    const body = toProductBody(ProductForm.parse({ ...filled, area: 'CITY', city: 'Gdańsk' }));
    expect(body).toMatchObject({ city: 'Gdańsk' });
    expect(body).not.toHaveProperty('state');
  });

  it('is accepted by the server schemas of E9 and E10 with the same area', () => {
    const body = toProductBody(ProductForm.parse(filled));
    expect(ProductBody.parse(body).area).toEqual({
      country: null,
      state: 'MAZOWIECKIE',
      city: null,
    });
    const patch = ProductPatchBody.parse(body);
    expect(patch.area).toEqual({ country: null, state: 'MAZOWIECKIE', city: null });
    // An emptied description reaches E10 as null, so the edit clears it.
    expect(patch.additionalNotes).toBeNull();
  });
});

describe('fromProduct and area switching', () => {
  it('fills the edit form from a saved product and sends it back unchanged', () => {
    const form = fromProduct(saved);
    expect(form).toEqual({
      name: 'System CRM',
      subIndustryId: 4,
      description: '',
      sectorIds: [2, 1],
      companySize: ['SMALL'],
      buyerPersonIds: [7],
      additionalNotes: 'Tylko nowi klienci',
      area: 'CITY',
      country: '',
      state: '',
      city: 'Kraków',
    });
    expect(toProductBody(ProductForm.parse(form))).toEqual({
      name: 'System CRM',
      subIndustryId: 4,
      description: null,
      sectorIds: [2, 1],
      companySize: ['SMALL'],
      buyerPersonIds: [7],
      additionalNotes: 'Tylko nowi klienci',
      city: 'Kraków',
    });
  });

  it('recognises the country and the voivodeship areas', () => {
    expect(fromProduct({ ...saved, city: null, country: 'POLAND' })).toMatchObject({
      area: 'COUNTRY',
      country: 'POLAND',
    });
    expect(fromProduct({ ...saved, city: null, state: 'SLASKIE' })).toMatchObject({
      area: 'STATE',
      state: 'SLASKIE',
    });
  });

  it('clears every area value on a switch, so the new area must be chosen', () => {
    const switched = withSalesArea(fromProduct(saved), 'STATE');
    expect(switched).toMatchObject({ area: 'STATE', country: '', state: '', city: '' });
    expect(messagesOf(switched)).toEqual({ state: 'Wybierz województwo' });
    const back = withSalesArea({ ...switched, state: 'OPOLSKIE' }, 'CITY');
    expect(back).toMatchObject({ area: 'CITY', state: '', city: '' });
  });
});

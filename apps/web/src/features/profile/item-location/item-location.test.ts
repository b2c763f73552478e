import { describe, expect, it } from 'vitest';
import { cityAndState, stateName } from './item-location.ts';

const states = [{ state: 'MALOPOLSKIE', description: 'małopolskie' }];

describe('item locations', () => {
  it("read 'City, State' with D16's description, capitalised", () => {
    expect(cityAndState({ state: 'MALOPOLSKIE', city: 'Kraków' }, states)).toBe(
      'Kraków, Małopolskie',
    );
  });

  it("fall back to the contract's name while D16 loads", () => {
    expect(stateName('SLASKIE', undefined)).toBe('Śląskie');
    expect(cityAndState({ state: 'LODZKIE', city: '' }, undefined)).toBe('Łódzkie');
  });
});

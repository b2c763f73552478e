import { describe, expect, it } from 'vitest';
import { capitalise, describeLocation, describeWorkingArea } from './location.ts';

describe('location texts', () => {
  it('capitalises the first letter, Polish letters included', () => {
    expect(capitalise('łódzkie')).toBe('Łódzkie');
    expect(capitalise('')).toBe('');
  });

  it('reads "City, Voivodeship" and the voivodeship alone without a city', () => {
    expect(
      describeLocation({
        localization: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'warszawa' },
      }),
    ).toBe('Warszawa, Mazowieckie');
    expect(describeLocation({ localization: { country: 'POLAND', state: 'SLASKIE' } })).toBe(
      'Śląskie',
    );
    expect(describeLocation({ localization: null })).toBeNull();
  });

  it('reads the service area by its kind', () => {
    expect(describeWorkingArea({ workingArea: 'COUNTRY', workingAreaValue: 'POLAND' })).toBe(
      'Cały kraj (Polska)',
    );
    expect(describeWorkingArea({ workingArea: 'STATE', workingAreaValue: 'LODZKIE' })).toBe(
      'Województwo łódzkie',
    );
    expect(describeWorkingArea({ workingArea: null, workingAreaValue: null })).toBeNull();
  });
});

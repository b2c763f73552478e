import { describe, expect, it } from 'vitest';
import { EducationForm, type EducationFormInput, educationDefaults } from './education-form.ts';

const valid: EducationFormInput = {
  nameOfEducation: 'Zarządzanie',
  titleOfEducation: 'Uniwersytet Warszawski',
  location: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
  period: { startMonth: '10', startYear: '2015', endMonth: '6', endYear: '2020', ongoing: false },
};

function errors(values: EducationFormInput) {
  const result = EducationForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the education form', () => {
  it('submits the D45 body with the location under localization', () => {
    expect(EducationForm.parse(valid)).toEqual({
      nameOfEducation: 'Zarządzanie',
      titleOfEducation: 'Uniwersytet Warszawski',
      startDate: '2015-10-01',
      endDate: '2020-06-01',
      localization: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
    });
    const ongoing = { ...valid.period, ongoing: true, endMonth: '', endYear: '' };
    expect(EducationForm.parse({ ...valid, period: ongoing }).endDate).toBeNull();
  });

  it("shows the contract's messages (spec texts for the field of study and institution)", () => {
    expect(errors({ ...valid, nameOfEducation: ' ', titleOfEducation: '' })).toEqual({
      nameOfEducation: 'Podaj nazwę kierunku',
      titleOfEducation: 'Podaj nazwę uczelni',
    });
    expect(errors({ ...valid, location: { ...valid.location, state: '', city: '' } })).toEqual({
      'location.state': 'Wybierz województwo',
      'location.city': 'Podaj miasto',
    });
  });

  it('refuses an end before the start on the end month', () => {
    const period = { ...valid.period, endYear: '2015', endMonth: '9' };
    expect(errors({ ...valid, period })).toEqual({
      'period.endMonth': 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
    });
  });

  it('prefills a saved entry', () => {
    expect(
      educationDefaults({
        id: 2,
        nameOfEducation: 'Ekonomia',
        titleOfEducation: 'SGH',
        startDate: '2012-10-01',
        endDate: '2017-07-01',
        localization: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
      }),
    ).toEqual({
      nameOfEducation: 'Ekonomia',
      titleOfEducation: 'SGH',
      location: { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Warszawa' },
      period: {
        startMonth: '10',
        startYear: '2012',
        endMonth: '7',
        endYear: '2017',
        ongoing: false,
      },
    });
  });
});

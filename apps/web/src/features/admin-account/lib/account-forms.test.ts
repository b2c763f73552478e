import { describe, expect, it } from 'vitest';
import {
  emptyPassword,
  emptyPrimary,
  formsToSave,
  passwordBodyOf,
  primaryBodyOf,
} from './account-forms.ts';

describe('the account edit forms', () => {
  it('count a form as filled when any field holds more than white space', () => {
    expect(formsToSave(emptyPrimary, emptyPassword)).toEqual({ primary: false, password: false });
    expect(formsToSave({ ...emptyPrimary, lastName: '  ' }, emptyPassword)).toEqual({
      primary: false,
      password: false,
    });
    expect(formsToSave({ ...emptyPrimary, lastName: 'Kot' }, emptyPassword)).toEqual({
      primary: true,
      password: false,
    });
    expect(formsToSave(emptyPrimary, { ...emptyPassword, repeatPassword: 'x' })).toEqual({
      primary: false,
      password: true,
    });
  });

  it('send only the filled primary fields, trimmed', () => {
    expect(primaryBodyOf({ email: '', firstName: ' Ala ', lastName: '' })).toEqual({
      firstName: 'Ala',
    });
    expect(JSON.stringify(primaryBodyOf({ email: 'a@b.pl', firstName: '', lastName: '' }))).toBe(
      '{"email":"a@b.pl"}',
    );
  });

  it('send the old and the new password, not the repeat', () => {
    expect(
      passwordBodyOf({
        oldPassword: 'Stare1!aa',
        newPassword: 'Nowe1!aaa',
        repeatPassword: 'Nowe1!aaa',
      }),
    ).toEqual({ oldPassword: 'Stare1!aa', newPassword: 'Nowe1!aaa' });
  });
});

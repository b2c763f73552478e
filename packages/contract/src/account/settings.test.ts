import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { AccountDetailsBody, AccountDetailsForm, AccountPasswordBody } from './settings.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('AccountPasswordBody', () => {
  it('wants a strong new password typed twice', () => {
    const valid = {
      oldPassword: 'x',
      newPassword: 'NoweHaslo1!',
      newPasswordConfirmation: 'NoweHaslo1!',
    };
    expect(AccountPasswordBody.safeParse(valid).success).toBe(true);
    expect(
      firstMessage(
        AccountPasswordBody.safeParse({ ...valid, newPasswordConfirmation: 'Inne1!aa' }),
      ),
    ).toBe(messages.passwordsDiffer);
    expect(
      firstMessage(
        AccountPasswordBody.safeParse({
          ...valid,
          newPassword: 'slabe',
          newPasswordConfirmation: 'slabe',
        }),
      ),
    ).toBe(messages.passwordMin);
  });
});

describe('AccountDetailsBody', () => {
  it('reads an empty or missing company and phone as none', () => {
    expect(AccountDetailsBody.parse({ firstName: 'Anna', lastName: 'Lis', company: '' })).toEqual({
      firstName: 'Anna',
      lastName: 'Lis',
      company: null,
      phone: null,
    });
    expect(
      AccountDetailsBody.parse({
        firstName: 'Anna',
        lastName: 'Lis',
        company: 'Firma',
        phone: '+48 600-700-800',
      }),
    ).toMatchObject({ company: 'Firma', phone: '+48 600-700-800' });
    expect(
      firstMessage(
        AccountDetailsBody.safeParse({ firstName: 'Anna', lastName: 'Lis', phone: '600' }),
      ),
    ).toBe(messages.phoneFormat);
  });

  it('lets the form keep the mask’s bare prefix as an empty phone', () => {
    const form = { firstName: 'Anna', lastName: 'Lis', company: '', phone: '+48 ' };
    expect(AccountDetailsForm.safeParse(form).success).toBe(true);
    expect(firstMessage(AccountDetailsForm.safeParse({ ...form, phone: '+48 600' }))).toBe(
      messages.phoneFormat,
    );
  });
});

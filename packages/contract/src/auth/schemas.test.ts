import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import {
  MockInvestorRegisterRequest,
  RegisterRequest,
  RegistrationForm,
  SendResetEmailRequest,
  SetPasswordRequest,
} from './schemas.ts';

const valid = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@firma.pl',
  company: 'Firma',
  password: 'Haslo123!',
  passwordConfirmation: 'Haslo123!',
  terms: true,
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(RegistrationForm.safeParse(valid).success).toBe(true);
  });

  it('requires the confirmation to match', () => {
    const result = RegistrationForm.safeParse({ ...valid, passwordConfirmation: 'Inne123!' });
    expect(messagesOf(result)).toEqual([messages.passwordsDiffer]);
  });

  it('requires the terms', () => {
    expect(messagesOf(RegistrationForm.safeParse({ ...valid, terms: false }))).toEqual([
      messages.termsRequired,
    ]);
  });

  it('requires the confirmation', () => {
    expect(
      messagesOf(RegistrationForm.safeParse({ ...valid, passwordConfirmation: '' })),
    ).toContain(messages.passwordConfirmationRequired);
  });
});

describe('register request (server)', () => {
  it('accepts a missing or empty company as null', () => {
    const { company: _, ...rest } = valid;
    expect(RegisterRequest.parse(rest).company).toBeNull();
    expect(RegisterRequest.parse({ ...valid, company: '' }).company).toBeNull();
  });

  it('checks the confirmation and terms only when present', () => {
    const { passwordConfirmation: _, terms: __, ...rest } = valid;
    expect(RegisterRequest.safeParse(rest).success).toBe(true);
    expect(messagesOf(RegisterRequest.safeParse({ ...valid, terms: false }))).toEqual([
      messages.termsRequired,
    ]);
  });
});

describe('scalar bodies', () => {
  it('reads the reset e-mail as text, JSON string or object', () => {
    expect(SendResetEmailRequest.parse('jan@firma.pl')).toBe('jan@firma.pl');
    expect(SendResetEmailRequest.parse({ email: 'jan@firma.pl' })).toBe('jan@firma.pl');
  });

  it('reads the new password as text or {newPassword}', () => {
    expect(SetPasswordRequest.parse('Haslo123!')).toBe('Haslo123!');
    expect(SetPasswordRequest.parse({ token: 'x', newPassword: 'Haslo123!' })).toBe('Haslo123!');
    expect(messagesOf(SetPasswordRequest.safeParse('slabe'))).toEqual([messages.passwordMin]);
  });
});

describe('mock investor registration request', () => {
  it('accepts the snapshot form {email, phone?}', () => {
    expect(MockInvestorRegisterRequest.safeParse({ email: 'a@b.pl' }).success).toBe(true);
  });

  it('refuses consents that are false, with their messages', () => {
    const result = MockInvestorRegisterRequest.safeParse({
      email: 'a@b.pl',
      privacy: false,
      regulations: false,
    });
    expect(messagesOf(result)).toEqual([messages.privacyRequired, messages.regulationsRequired]);
  });

  it('refuses an incomplete phone', () => {
    expect(
      MockInvestorRegisterRequest.safeParse({ email: 'a@b.pl', phone: '+48 123' }).success,
    ).toBe(false);
  });
});

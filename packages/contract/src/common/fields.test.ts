import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AccountDetailsBody } from '../account/settings.ts';
import { RegisterRequest, RegistrationForm } from '../auth/schemas.ts';
import { CompanyBody } from '../profile/schemas.ts';
import {
  coercedIdField,
  companyField,
  companySiteUrlField,
  emailField,
  firstNameField,
  idField,
  lastNameField,
  loginPasswordField,
  MAX_ID,
  optionalCompanyField,
  PASSWORD_SPECIALS,
  passwordField,
  passwordHint,
  phoneField,
} from './fields.ts';
import { messages } from './messages.ts';

const registration = {
  firstName: 'Jan',
  lastName: 'Nowak',
  email: 'jan@firma.pl',
  password: 'Haslo123!',
  passwordConfirmation: 'Haslo123!',
  terms: true,
};

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('email', () => {
  it.each([
    ['', messages.emailRequired],
    [undefined, messages.emailRequired],
    ['   ', messages.emailRequired],
    ['jan', messages.emailInvalid],
    ['jan@', messages.emailInvalid],
    ['jan@firma', messages.emailInvalid],
  ])('%j -> %s', (value, message) => {
    expect(firstError(emailField, value)).toBe(message);
  });

  it('accepts and trims a valid address', () => {
    expect(emailField.parse('  jan.kowalski@firma.pl ')).toBe('jan.kowalski@firma.pl');
  });
});

describe('password', () => {
  it.each([
    ['', messages.passwordRequired],
    ['Ab1@', messages.passwordMin],
    ['abcdefg1@', messages.passwordComplexity],
    ['ABCDEFG1@', messages.passwordComplexity],
    ['Abcdefgh@', messages.passwordComplexity],
    ['Abcdefgh1', messages.passwordComplexity],
    ['Abcdefgh1#', messages.passwordComplexity],
  ])('%j -> %s', (value, message) => {
    expect(firstError(passwordField, value)).toBe(message);
  });

  it.each(['Haslo123!', 'Zażółć1$gęś', 'Aa1@aaaa', 'Abcdefg1?'])('accepts %j', (value) => {
    expect(firstError(passwordField, value)).toBeUndefined();
  });

  it('names every special character in the complexity message', () => {
    for (const c of '@$!%*?&') expect(messages.passwordComplexity).toContain(c);
  });

  // Issue 28: the hint shown before the first failure states exactly what the rule accepts.
  it('hints the rule itself: each listed special counts, an unlisted one does not', () => {
    const listed = /znaków specjalnych: (.+?) \(/.exec(passwordHint)?.[1]?.split(' ') ?? [];
    expect(listed.join('')).toBe(PASSWORD_SPECIALS);
    expect(passwordHint).toContain('Minimum 8 znaków');
    for (const c of listed) expect(firstError(passwordField, `Abcdefg1${c}`)).toBeUndefined();
    for (const c of '#-_.^') {
      expect(firstError(passwordField, `Abcdefg1${c}`)).toBe(messages.passwordComplexity);
    }
    expect(firstError(passwordField, 'Abcdef1!')).toBeUndefined();
    expect(firstError(passwordField, 'Abcde1!')).toBe(messages.passwordMin);
  });

  it('login only needs a non-empty password no longer than any stored one', () => {
    expect(firstError(loginPasswordField, '')).toBe(messages.passwordRequired);
    expect(firstError(loginPasswordField, 'x')).toBeUndefined();
    expect(firstError(loginPasswordField, 'x'.repeat(128))).toBeUndefined();
    // argon2 would otherwise hash up to the 1 MB body limit on every attempt.
    expect(firstError(loginPasswordField, 'x'.repeat(129))).toBe(messages.passwordMax);
  });
});

describe('first name', () => {
  it.each([
    ['', messages.firstNameRequired],
    ['jan', messages.firstNameFormat],
    ['Jan1', messages.firstNameFormat],
    ['Jan Maria', messages.firstNameFormat],
    ['J', messages.firstNameLength],
    [`A${'a'.repeat(30)}`, messages.firstNameLength],
  ])('%j -> %s', (value, message) => {
    expect(firstError(firstNameField, value)).toBe(message);
  });

  it.each(['Jan', 'Łukasz', 'Żaneta', `A${'a'.repeat(29)}`])('accepts %j', (value) => {
    expect(firstError(firstNameField, value)).toBeUndefined();
  });
});

describe('last name', () => {
  it.each([
    ['', messages.lastNameRequired],
    ['kowalski', messages.lastNameFormat],
    ['Nowak-kowalska', messages.lastNameFormat],
    ['Nowak-Kowalska-Wiśniewska', messages.lastNameFormat],
    ['Nowak-', messages.lastNameFormat],
    ['N', messages.lastNameLength],
    [`N${'a'.repeat(50)}`, messages.lastNameLength],
  ])('%j -> %s', (value, message) => {
    expect(firstError(lastNameField, value)).toBe(message);
  });

  it.each(['Kowalski', 'Nowak-Kowalska', 'Ślęzak', `N${'a'.repeat(49)}`])('accepts %j', (value) => {
    expect(firstError(lastNameField, value)).toBeUndefined();
  });
});

describe('company', () => {
  it.each([
    ['', messages.companyRequired],
    ['A', messages.companyLength],
    ['A'.repeat(51), messages.companyLength],
  ])('%j -> %s', (value, message) => {
    expect(firstError(companyField, value)).toBe(message);
  });

  it('accepts 2 to 50 characters', () => {
    expect(firstError(companyField, 'AB')).toBeUndefined();
    expect(firstError(companyField, 'A'.repeat(50))).toBeUndefined();
  });
});

describe('the one company rule (issue 28)', () => {
  const forms = [
    [
      'registration form',
      (company: unknown) => RegistrationForm.safeParse({ ...registration, company }),
    ],
    [
      'registration request (A2)',
      (company: unknown) => RegisterRequest.safeParse({ ...registration, company }),
    ],
    [
      'account details',
      (company: unknown) =>
        AccountDetailsBody.safeParse({ firstName: 'Jan', lastName: 'Nowak', company }),
    ],
    ['D12 body', (company: unknown) => CompanyBody.safeParse(company)],
  ] as const;

  it.each(forms)('%s: no company is none, stored as null', (_name, parse) => {
    for (const empty of ['', '   ']) {
      const result = parse(empty);
      expect(result.success).toBe(true);
      expect(
        result.data && typeof result.data === 'object' ? result.data.company : result.data,
      ).toBeNull();
    }
  });

  it.each(forms)('%s: a company is 2–50 characters, trimmed', (_name, parse) => {
    expect(parse('A').error?.issues[0]?.message).toBe(messages.companyLength);
    expect(parse('A'.repeat(51)).error?.issues[0]?.message).toBe(messages.companyLength);
    const saved = parse('  Handel Sp  ').data;
    expect(saved && typeof saved === 'object' ? saved.company : saved).toBe('Handel Sp');
  });

  it('refuses a D12 body without the field', () => {
    expect(CompanyBody.safeParse({ name: 'Firma' }).success).toBe(false);
  });

  it('accepts every value it stores, unchanged (a stored profile satisfies the rule)', () => {
    for (const stored of [null, 'AB', 'Handel Sp', 'A'.repeat(50)]) {
      expect(optionalCompanyField.parse(stored)).toBe(stored);
    }
  });
});

describe('phone', () => {
  it('accepts the complete mask only', () => {
    expect(firstError(phoneField, '+48 123-456-789')).toBeUndefined();
    expect(firstError(phoneField, '+48 123-456-78')).toBe(messages.phoneFormat);
    expect(firstError(phoneField, '123456789')).toBe(messages.phoneFormat);
  });
});

describe('company site URL', () => {
  it.each(['dealme.pl', 'https://firma.pl', 'http://www.sklep.com.pl/o-nas', 'żółw.pl'])(
    'accepts %j',
    (value) => {
      expect(firstError(companySiteUrlField, value)).toBeUndefined();
    },
  );

  it.each([
    ['', messages.companySiteUrlRequired],
    ['firma', messages.companySiteUrlInvalid],
    ['ftp://firma.pl', messages.companySiteUrlInvalid],
    ['to nie jest adres', messages.companySiteUrlInvalid],
  ])('%j -> %s', (value, message) => {
    expect(firstError(companySiteUrlField, value)).toBe(message);
  });
});

describe('ids', () => {
  it.each([
    [7, 7],
    [2_147_483_647, 2_147_483_647],
    ['7', 7],
    ['0007', 7],
    ['2147483647', 2_147_483_647],
  ])('coercedIdField accepts %j as %j', (value, id) => {
    expect(coercedIdField.parse(value)).toBe(id);
  });

  it.each([
    true,
    false,
    null,
    undefined,
    [[7]],
    [7],
    { id: 7 },
    '0x10',
    '1e1',
    ' 7',
    '7 ',
    '+7',
    '-1',
    '7.0',
    '',
    '0',
    '2147483648',
    '99999999999',
    '１２',
    0,
    -1,
    1.5,
    2_147_483_648,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('coercedIdField refuses %j with the Polish message', (value) => {
    expect(firstError(coercedIdField, value)).toBe(messages.invalidId);
  });

  it.each(['7', true, [7], 0, 2_147_483_648, 1.5])(
    'idField (JSON numbers only) refuses %j',
    (value) => {
      expect(firstError(idField, value)).toBe(messages.invalidId);
    },
  );

  it('idField accepts JSON numbers in the database range', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse(MAX_ID)).toBe(MAX_ID);
  });
});

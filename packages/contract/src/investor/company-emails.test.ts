import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import {
  CompanyEmailsBody,
  joinCompanyEmails,
  SalesDepartmentBody,
  splitCompanyEmails,
} from './schemas.ts';

describe('company e-mails', () => {
  it('splits, trims and drops empty items', () => {
    expect(splitCompanyEmails(' a@b.pl, ,c@d.pl,')).toEqual(['a@b.pl', 'c@d.pl']);
  });

  it('joins only non-empty items, or nothing', () => {
    expect(joinCompanyEmails(['a@b.pl', ' ', 'c@d.pl '])).toBe('a@b.pl,c@d.pl');
    expect(joinCompanyEmails(['', '  '])).toBeNull();
  });

  it('validates each e-mail of the body', () => {
    expect(CompanyEmailsBody.parse('a@b.pl,,c@d.pl')).toEqual(['a@b.pl', 'c@d.pl']);
    const bad = CompanyEmailsBody.safeParse('a@b.pl,zly');
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(messages.emailInvalid);
    const dup = CompanyEmailsBody.safeParse('a@b.pl,A@b.pl');
    expect(dup.success ? null : dup.error.issues[0]?.message).toBe(messages.duplicateItems);
  });

  it('reads the sales department flag in every form', () => {
    expect(SalesDepartmentBody.parse(true)).toBe(true);
    expect(SalesDepartmentBody.parse('false')).toBe(false);
    expect(SalesDepartmentBody.parse({ salesDepartment: true })).toBe(true);
    expect(SalesDepartmentBody.safeParse('moze').success).toBe(false);
  });
});

import type { PlainOption } from '@handlowo/contract';
import { INVESTORS, only, ownAnswerSave } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';

const optionName = async (read: RequestContext['read'], url: string) => {
  const name = (await read<PlainOption[]>(url))[0]?.name;
  if (name === undefined) throw new Error(`${url} is empty`);
  return name;
};

/** The caller's own answers: investors, the temporary one included (API.md C). */
const save = (url: string, body: Parameters<typeof ownAnswerSave>[2]) =>
  ownAnswerSave(INVESTORS, url, body);

/** A10, C2–C16. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/investor/me',
    request: () => ({ url: '/api/investor/me' }),
    expect: only(INVESTORS, 200),
  },
  save('/api/investor/me/activityDestiny', (read) => optionName(read, '/api/activity-destiny')),
  save('/api/investor/me/organizationStage', (read) => optionName(read, '/api/organization-stage')),
  save('/api/investor/me/salesDepartment', () => true),
  save('/api/investor/me/company-emails', () => 'biuro@firma.pl,sprzedaz@firma.pl'),
  save('/api/investor/me/goToMarketStrategy', (read) => optionName(read, '/api/strategies')),
  save('/api/investor/me/businessType', (read) => optionName(read, '/api/business-type')),
  save('/api/investor/me/investorRole', (read) => optionName(read, '/api/investor-role')),
  save('/api/investor/me/employeeCountRange', (read) =>
    optionName(read, '/api/employee-count-range'),
  ),
  save('/api/investor/me/companySiteUrl', () => 'firma.pl'),
  save('/api/investor/me/companyDescription', () => 'Sprzedajemy oprogramowanie dla szkół.'),
];

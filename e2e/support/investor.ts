import { apiCall, logIn, type NewUser, newUser } from './api.ts';

/**
 * Arrange-step helpers for investors (API.md A3, A7, C1–C16): temporary and registered investors
 * and their questionnaire answers, through the API so that a spec drives only the screens it is
 * about.
 */

/** A7: a new temporary (mock) investor's session token. */
export async function temporaryInvestor(baseUrl: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(baseUrl, 'POST', '/auth/start');
  return token;
}

/** A3 + A1: a registered (non-mock) investor and a session token. */
export async function registeredInvestor(
  baseUrl: string,
  overrides: Partial<NewUser> = {},
): Promise<NewUser & { token: string }> {
  const user = newUser(overrides);
  await apiCall(baseUrl, 'POST', '/auth/register/investor', {
    body: { ...user, passwordConfirmation: user.password, terms: true },
  });
  return { ...user, token: await logIn(baseUrl, user.email, user.password) };
}

/** The option lists of steps 1, 2 and 4–7, in step order, with the save of each. */
const optionSteps = [
  ['/activity-destiny', '/investor/me/activityDestiny'],
  ['/organization-stage', '/investor/me/organizationStage'],
  ['/strategies', '/investor/me/goToMarketStrategy'],
  ['/business-type', '/investor/me/businessType'],
  ['/investor-role', '/investor/me/investorRole'],
  ['/employee-count-range', '/investor/me/employeeCountRange'],
] as const;

/** C1–C16: all eight answers (the first option of every list, no sales department). */
export async function answerInvestorQuestionnaire(baseUrl: string, token: string): Promise<void> {
  for (const [list, save] of optionSteps) {
    const [first] = await apiCall<{ name: string }[]>(baseUrl, 'GET', list, { token });
    if (!first) throw new Error(`the ${list} list is empty`);
    // A scalar text body (API.md 1.2): the option's key as text/plain.
    await apiCall(baseUrl, 'PATCH', save, { token, body: first.name });
  }
  await apiCall(baseUrl, 'PATCH', '/investor/me/salesDepartment', { token, body: false });
  await apiCall(baseUrl, 'PATCH', '/investor/me/companySiteUrl', {
    token,
    body: 'https://firma-testowa.example.pl',
  });
}

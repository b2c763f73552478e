/**
 * Arrange-step helpers that talk to the running product's API directly (API.md section 4), so that
 * a spec drives the browser only through the screens it is about.
 */

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  password: string;
}

let sequence = 0;

/**
 * A user nobody has registered yet. Names follow the spec's rules (capital letter, letters only),
 * so uniqueness lives in the e-mail.
 */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return {
    firstName: 'Anna',
    lastName: 'Nowak-Kowalska',
    email: `anna.${stamp}@handlowo.test`,
    company: 'Handel Testowy',
    password: 'Haslo-e2e1!',
    ...overrides,
  };
}

export async function apiCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (typeof options.body === 'string') {
    headers['content-type'] = 'text/plain; charset=utf-8';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} /api${path} answered ${response.status}: ${text}`);
  }
  return (
    text && response.headers.get('content-type')?.includes('application/json')
      ? JSON.parse(text)
      : undefined
  ) as T;
}

/** A2: a freelancer who can log in at once; onboarding not passed. */
export async function registerFreelancer(
  baseUrl: string,
  overrides: Partial<NewUser> = {},
): Promise<NewUser> {
  const user = newUser(overrides);
  await apiCall(baseUrl, 'POST', '/auth/register/freelancer', {
    body: { ...user, passwordConfirmation: user.password, terms: true },
  });
  return user;
}

/** A1 */
export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(baseUrl, 'POST', '/auth/login', {
    body: { email, password },
  });
  return token;
}

/**
 * A3 + B2–B19: a freelancer who has passed the onboarding (the first option of every list), so
 * that the guard lets them into the authenticated shell. Returns the user and a session token.
 */
export async function onboardedFreelancer(
  baseUrl: string,
  overrides: Partial<NewUser> = {},
): Promise<NewUser & { token: string }> {
  const user = await registerFreelancer(baseUrl, overrides);
  const token = await logIn(baseUrl, user.email, user.password);
  await passOnboarding(baseUrl, token);
  return { ...user, token };
}

/** B2–B19 for the freelancer of `token`: the first option of every list, then finished. */
export async function passOnboarding(baseUrl: string, token: string): Promise<void> {
  const get = <T>(path: string) => apiCall<T[]>(baseUrl, 'GET', path, { token });
  const patch = (path: string, body?: unknown) => apiCall(baseUrl, 'PATCH', path, { token, body });
  const first = <T>(items: T[], what: string): T => {
    const item = items[0];
    if (item === undefined) throw new Error(`the ${what} list is empty`);
    return item;
  };

  const me = await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', { token });
  const specialization = first(await get<{ id: number }>('/specialization'), 'specialization');
  const hour = first(await get<{ workingHour: string }>('/workingHours'), 'working hours');
  const goal = first(await get<{ incomeGoal: string }>('/incomeGoals'), 'income goals');
  const industry = first(
    await get<{ subIndustries: { id: number }[] }>('/industries'),
    'industries',
  );
  const sales = first(await get<{ typeOfSales: string }>('/typeOfSales'), 'types of sales');
  const sector = first(await get<{ id: number }>('/sectors'), 'sectors');
  const tool = first(await get<{ id: number }>('/tools'), 'tools');

  await patch('/freelancer/me/experienceLevel', { experienceLevel: 'SENIOR' });
  await patch(`/specialization/freelancer/${me.id}/${specialization.id}`);
  await patch('/freelancer/me/workingDays', ['MONDAY', 'TUESDAY']);
  await patch('/freelancer/me/workingHours', { workingHour: hour.workingHour });
  await patch('/freelancer/me/incomeGoal', { incomeGoal: goal.incomeGoal });
  await patch('/freelancer/me/industries', [first(industry.subIndustries, 'sub-industries').id]);
  await patch('/freelancer/me/typeOfSales', { typeOfSales: sales.typeOfSales });
  await patch('/sector/freelancer', [sector.id]);
  await patch('/freelancer/tools', [tool.id]);
  await patch('/onboarding', {});
}

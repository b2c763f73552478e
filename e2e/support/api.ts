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

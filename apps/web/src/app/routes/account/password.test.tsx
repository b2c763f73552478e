import { accountSettingsMessages, messages } from '@handlowo/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGED } from '@/features/account-settings/lib/texts.ts';
import { onboardedFreelancer } from '@/features/profile/edit-details/testing/fixtures.ts';
import { fakeToken } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

configure({ asyncUtilTimeout: 4000 });

const OLD_TOKEN = fakeToken(['FREELANCER']);
const NEW_TOKEN = `${OLD_TOKEN}.nowy`;

/**
 * The API as this screen sees it: "me", and the password change answering `change` (204 with the
 * replacement token in X-Session-Token unless told otherwise). Other calls answer 500.
 */
function renderPassword(change: () => Response) {
  window.localStorage.setItem('token', OLD_TOKEN);
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/freelancer/me') {
      return new Response(JSON.stringify(onboardedFreelancer()), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (url === '/api/account/password' && init?.method === 'PATCH') {
      bodies.push(JSON.parse(String(init.body)));
      return change();
    }
    return new Response(null, { status: 500 });
  });
  return { ...renderRoute('/account/password'), bodies };
}

const ok = () => new Response(null, { status: 204, headers: { 'X-Session-Token': NEW_TOKEN } });
const refused = (message: string) => () =>
  new Response(JSON.stringify({ message, code: 'X' }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

async function fill(
  user: ReturnType<typeof renderRoute>['user'],
  values: [string, string, string],
) {
  const form = await screen.findByRole('form', { name: 'Zmiana hasła' });
  const [current, next, repeat] = values;
  await user.type(within(form).getByLabelText('Obecne hasło'), current);
  await user.type(within(form).getByLabelText('Nowe hasło'), next);
  await user.type(within(form).getByLabelText('Powtórz nowe hasło'), repeat);
  await user.click(within(form).getByRole('button', { name: 'Zmień hasło' }));
  return form;
}

describe('/account/password', () => {
  it('changes the password, keeps the session with the replacement token and stays here', async () => {
    const { user, bodies, router } = renderPassword(ok);
    await fill(user, ['Haslo123!', 'NoweHaslo123!', 'NoweHaslo123!']);
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        oldPassword: 'Haslo123!',
        newPassword: 'NoweHaslo123!',
        newPasswordConfirmation: 'NoweHaslo123!',
      },
    ]);
    expect(window.localStorage.getItem('token')).toBe(NEW_TOKEN);
    expect(router.state.location.pathname).toBe('/account/password');
    // The fields are emptied after the change.
    expect(screen.getByLabelText('Obecne hasło')).toHaveValue('');
  });

  it('wants the new password twice and by the spec’s rules before sending', async () => {
    const { user, bodies } = renderPassword(ok);
    const form = await fill(user, ['Haslo123!', 'krotkie', 'krotkie']);
    expect(await within(form).findByText(messages.passwordMin)).toBeInTheDocument();
    const repeat = within(form).getByLabelText('Powtórz nowe hasło');
    await user.clear(within(form).getByLabelText('Nowe hasło'));
    await user.type(within(form).getByLabelText('Nowe hasło'), 'NoweHaslo123!');
    await user.clear(repeat);
    await user.type(repeat, 'InneHaslo123!');
    await user.click(within(form).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(form).findByText(messages.passwordsDiffer)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows a wrong current password at its field and keeps the token', async () => {
    const { user } = renderPassword(refused(accountSettingsMessages.oldPasswordWrong));
    const form = await fill(user, ['Zlehaslo1!', 'NoweHaslo123!', 'NoweHaslo123!']);
    expect(await within(form).findByText(accountSettingsMessages.oldPasswordWrong)).toBeVisible();
    expect(within(form).getByLabelText('Obecne hasło')).toHaveFocus();
    expect(window.localStorage.getItem('token')).toBe(OLD_TOKEN);
  });

  it('has show/hide toggles on every password field', async () => {
    renderPassword(ok);
    const form = await screen.findByRole('form', { name: 'Zmiana hasła' });
    expect(within(form).getByLabelText('Obecne hasło')).toHaveAttribute('type', 'password');
    expect(form.querySelectorAll('input[type="password"]')).toHaveLength(3);
    expect(form.querySelectorAll('.mantine-PasswordInput-visibilityToggle')).toHaveLength(3);
  });
});

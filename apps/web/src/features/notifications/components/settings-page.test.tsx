import type { NotificationSettings } from '@handlowo/contract';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { SettingsPage } from './settings-page.tsx';

configure({ asyncUtilTimeout: 3000 });

beforeEach(() => window.localStorage.setItem('token', fakeToken(['FREELANCER'])));
afterEach(() => window.localStorage.clear());

it('switches an e-mail off and saves it with a confirmation', async () => {
  const settings: NotificationSettings = {
    kinds: [
      { kind: 'OFFER_RECEIVED', label: 'Nowa oferta zlecenia', email: true },
      { kind: 'REVIEW_RECEIVED', label: 'Nowa opinia', email: false },
    ],
  };
  const requests = mockFetch({
    'GET /api/account/notification-settings': { json: settings },
    'PATCH /api/account/notification-settings': { status: 204 },
  });
  const { user } = renderRoute('/', { routes: [{ path: '/', element: <SettingsPage /> }] });
  const offer = await screen.findByRole('switch', { name: 'E-mail: Nowa oferta zlecenia' });
  const review = screen.getByRole('switch', { name: 'E-mail: Nowa opinia' });
  expect(offer).toBeChecked();
  expect(review).not.toBeChecked();
  await user.click(offer);
  await user.click(review);
  await user.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
  expect(await screen.findByText('Ustawienia powiadomień zostały zapisane.')).toBeInTheDocument();
  const patch = requests.find((r) => r.method === 'PATCH');
  expect(JSON.parse(String(patch?.body))).toEqual({
    kinds: [
      { kind: 'OFFER_RECEIVED', email: false },
      { kind: 'REVIEW_RECEIVED', email: true },
    ],
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { review } from '../testing/profile-fixtures.ts';
import { ReviewCard } from './review-card.tsx';

function renderCard(ui: React.ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      {ui}
    </AppProvider>,
  );
  return { user };
}

describe('ReviewCard (issue 27)', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
  });

  it.each([
    ['INVESTOR', 'Opinia klienta'],
    ['GUARDIAN', 'Ocena opiekuna Handlowo na podstawie rozmowy z klientem'],
  ] as const)(
    'says who wrote a %s opinion and that the order was verified',
    (authorType, label) => {
      renderCard(<ReviewCard review={review(1, { authorType })} />);
      const card = screen.getByRole('article', { name: 'Opinia: Ewa Autorka1' });
      expect(within(card).getByText(label)).toBeVisible();
      expect(within(card).getByText('Zweryfikowane zlecenie')).toBeVisible();
    },
  );

  it('shows the freelancer’s reply under the opinion, and no reply form', () => {
    const reply = { text: 'Dziękuję!', date: new Date().toISOString() };
    renderCard(<ReviewCard review={review(1, { reply })} replyAs={7} />);
    const answer = screen.getByRole('region', { name: 'Odpowiedź freelancera' });
    expect(within(answer).getByText('Dziękuję!')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Odpowiedz/ })).toBeNull();
  });

  it('offers visitors no reply form', () => {
    renderCard(<ReviewCard review={review(1)} />);
    expect(screen.queryByRole('button', { name: /^Odpowiedz/ })).toBeNull();
  });

  it('lets the owner answer once: the form posts the text', async () => {
    const requests = mockFetch({
      'POST /api/freelancer/me/opinions/1/reply': { status: 201, json: {} },
    });
    const { user } = renderCard(<ReviewCard review={review(1)} replyAs={7} />);
    await user.click(screen.getByRole('button', { name: 'Odpowiedz na opinię: Ewa Autorka1' }));
    // The form loads on the click (review-reply.tsx).
    await user.click(await screen.findByRole('button', { name: 'Opublikuj odpowiedź' }));
    expect(await screen.findByText('Wpisz treść odpowiedzi')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: /Twoja odpowiedź/ }));
    await user.paste('Dziękuję za opinię');
    await user.click(screen.getByRole('button', { name: 'Opublikuj odpowiedź' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ text: 'Dziękuję za opinię' });
  });
});

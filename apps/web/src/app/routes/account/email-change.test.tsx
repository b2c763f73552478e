import { accountSettingsMessages } from '@handlowo/contract';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGED } from '@/features/account-settings/lib/texts.ts';
import { type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

configure({ asyncUtilTimeout: 4000 });

function renderLink(answer: MockResponse) {
  const requests = mockFetch({ 'POST /api/account/email-change/abc-123': answer });
  return { ...renderRoute('/account/email-change/abc-123'), requests };
}

describe('/account/email-change/:token', () => {
  it('confirms the new address once and leads to the login without a session', async () => {
    const { requests } = renderLink({});
    expect(await screen.findByText(EMAIL_CHANGED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says why a used or expired link did not work', async () => {
    renderLink({
      status: 400,
      json: {
        message: accountSettingsMessages.invalidEmailChangeLink,
        code: 'INVALID_EMAIL_CHANGE_LINK',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountSettingsMessages.invalidEmailChangeLink,
    );
  });
});

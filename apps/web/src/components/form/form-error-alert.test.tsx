import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

function renderAlert(message: string | null) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <button type="button">Zaloguj się</button>
      <FormErrorAlert message={message} />
    </AppProvider>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <AppProvider queryClient={queryClient} env="test">
        <button type="button">Zaloguj się</button>
        <FormErrorAlert message={next} />
      </AppProvider>,
    );
  return { rerender };
}

describe('FormErrorAlert', () => {
  it('takes the focus when a message appears and when it changes', () => {
    const { rerender } = renderAlert(null);
    screen.getByRole('button', { name: 'Zaloguj się' }).focus();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender('Niepoprawny login lub hasło. Spróbuj ponownie');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Niepoprawny login lub hasło. Spróbuj ponownie');
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(alert).toHaveFocus();

    screen.getByRole('button', { name: 'Zaloguj się' }).focus();
    rerender('Wystąpił błąd serwera. Spróbuj później');
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

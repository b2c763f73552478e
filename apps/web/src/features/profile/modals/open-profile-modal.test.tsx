import { Button } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { modalStack } from './modal-stack-store.ts';
import {
  closeAllProfileModals,
  closeLastProfileModals,
  MODAL_CLOSE_MS,
  openProfileModal,
} from './open-profile-modal.tsx';

function renderApp() {
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <p>Strona</p>
    </AppProvider>,
  );
  return userEvent.setup();
}

/** The edit modal, whose button stacks a second modal on it. */
function openEditModal() {
  return openProfileModal({
    title: 'Edytuj awatar',
    render: ({ close }) => (
      <>
        <input aria-label="Pole pierwszego" />
        <Button
          onClick={() =>
            openProfileModal({
              title: 'Podgląd zdjęcia',
              size: 'md',
              render: (top) => (
                <>
                  <Button onClick={top.close}>Zamknij podgląd</Button>
                  <Button onClick={top.closeAll}>Zamknij wszystko</Button>
                </>
              ),
            })
          }
        >
          Otwórz podgląd
        </Button>
        <Button onClick={close}>Anuluj</Button>
      </>
    ),
  });
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const settle = () => act(() => new Promise((done) => setTimeout(done, MODAL_CLOSE_MS + 100)));

afterEach(async () => {
  act(() => closeAllProfileModals());
  await settle();
});

describe('openProfileModal', () => {
  it('stacks a second modal on the first: both mounted, the first keeps its state', async () => {
    const user = renderApp();
    act(() => {
      openEditModal();
    });
    const first = await screen.findByRole('dialog', { name: 'Edytuj awatar' });
    await user.type(screen.getByLabelText('Pole pierwszego'), 'szkic');
    await user.click(screen.getByRole('button', { name: 'Otwórz podgląd' }));

    const second = await screen.findByRole('dialog', { name: 'Podgląd zdjęcia' });
    expect(first).toBeInTheDocument();
    expect(screen.getByLabelText('Pole pierwszego')).toHaveValue('szkic');
    // The stacked one is above the first one.
    const zIndex = (element: HTMLElement) =>
      Number(
        getComputedStyle(element.closest('.mantine-Modal-root') as HTMLElement).getPropertyValue(
          '--mb-z-index',
        ),
      );
    expect(zIndex(second)).toBeGreaterThan(zIndex(first));
    expect(zIndex(first)).toBe(1000);
  });

  it('Escape closes only the top modal, then the next one', async () => {
    const user = renderApp();
    act(() => {
      openEditModal();
    });
    await user.click(await screen.findByRole('button', { name: 'Otwórz podgląd' }));
    await screen.findByRole('dialog', { name: 'Podgląd zdjęcia' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog('Podgląd zdjęcia')).toBeNull());
    expect(dialog('Edytuj awatar')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog('Edytuj awatar')).toBeNull());
  });

  it('returns focus to the button in the first modal when the top one closes', async () => {
    const user = renderApp();
    act(() => {
      openEditModal();
    });
    const opener = await screen.findByRole('button', { name: 'Otwórz podgląd' });
    await user.click(opener);
    const close = await screen.findByRole('button', { name: 'Zamknij podgląd' });
    await waitFor(() =>
      expect(dialog('Podgląd zdjęcia')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.click(close);
    await waitFor(() => expect(opener).toHaveFocus());
    await settle();
    expect(modalStack.get().stacked).toEqual([]);
  });

  it('closeAll closes the whole stack; closing the last n keeps the ones below', async () => {
    const user = renderApp();
    act(() => {
      openEditModal();
    });
    await user.click(await screen.findByRole('button', { name: 'Otwórz podgląd' }));
    await screen.findByRole('dialog', { name: 'Podgląd zdjęcia' });
    act(() => closeLastProfileModals(1));
    await waitFor(() => expect(dialog('Podgląd zdjęcia')).toBeNull());
    expect(dialog('Edytuj awatar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Otwórz podgląd' }));
    await user.click(await screen.findByRole('button', { name: 'Zamknij wszystko' }));
    await waitFor(() => {
      expect(dialog('Podgląd zdjęcia')).toBeNull();
      expect(dialog('Edytuj awatar')).toBeNull();
    });
    await settle();
    expect(modalStack.get()).toEqual({ baseId: null, stacked: [] });
  });

  it('opens a new stack after the previous one closed', async () => {
    const user = renderApp();
    act(() => {
      openEditModal();
    });
    await user.click(await screen.findByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(dialog('Edytuj awatar')).toBeNull());
    act(() => {
      openEditModal();
    });
    expect(await screen.findByRole('dialog', { name: 'Edytuj awatar' })).toBeInTheDocument();
    expect(dialog('Podgląd zdjęcia')).toBeNull();
  });
});

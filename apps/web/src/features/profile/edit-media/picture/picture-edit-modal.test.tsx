import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { closeAllProfileModals } from '../../modals/open-profile-modal.tsx';
import { openAvatarModal } from '../open-media-modals.tsx';
import { pictureSteps } from './picture-edit-modal.tsx';

beforeAll(async () => {
  Object.assign(URL, { createObjectURL: () => 'blob:zdjecie', revokeObjectURL: () => {} });
  // The modal's body and the cropper load lazily: loaded once here, not inside a test's wait.
  await Promise.all([import('../media-modals.tsx'), import('./crop-editor.tsx')]);
});

afterEach(() => act(() => closeAllProfileModals()));

function openAvatar() {
  // Every file reaches the dropzone, as a drop does: `accept` only filters the system dialog.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <p>Profil</p>
    </AppProvider>,
  );
  act(() => openAvatarModal({ userId: 7, current: null }));
  return user;
}

const picture = () => new File([new Uint8Array(64)], 'zdjecie.png', { type: 'image/png' });

describe('setting an avatar (issue 28: one modal with steps)', () => {
  it('checks the file on the first step, then frames it in the same modal', async () => {
    const user = openAvatar();
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj awatar' });
    expect(await within(dialog).findByText(pictureSteps.choose)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wybierz plik');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'notatki.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Niepoprawny format pliku');

    await user.upload(input, picture());
    const heading = await within(dialog).findByText(pictureSteps.crop);
    // Still one modal: the old flow stacked 'Podgląd zdjęcia' and 'Przytnij zdjęcie' on it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(dialog).getByText('zdjecie.png')).toBeVisible();
    const zoom = await within(dialog).findByRole('slider', { name: 'Powiększenie' });
    expect(zoom).toHaveAttribute('aria-valuetext', '1,0×');
    expect(within(dialog).getByRole('button', { name: 'Zapisz zdjęcie' })).toBeVisible();

    // Back to the choice; the earlier error is gone with the new file.
    await user.click(within(dialog).getByRole('button', { name: 'Wybierz inne zdjęcie' }));
    expect(await within(dialog).findByText(pictureSteps.choose)).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the zoom beside its label, never in a tooltip over it', async () => {
    const user = openAvatar();
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj awatar' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, picture());
    const zoom = await within(dialog).findByRole('slider', { name: 'Powiększenie' });
    act(() => zoom.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuetext', '1,2×');
    expect(within(dialog).getByText('1,2×')).toBeVisible();
    expect(document.querySelector('.mantine-Slider-label')).toBeNull();
  });
});

import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconDots, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadUserData, openUserDeletion } from '@/features/account-data/open-lazily.ts';
import type { ManagedUser } from '@/features/account-data/types.ts';
import { tableTexts } from '../lib/texts.ts';

/**
 * A row's data-rights actions (issue 12) behind 'Więcej akcji', so a phone card and the table's
 * action column stay narrow: 'Pobierz dane' (the ZIP export) and 'Usuń konto' (a confirmation
 * modal). Every name carries whose row it is ('Usuń konto: Jan Kowalski'), starting with the
 * visible text. The button stays enabled while the file downloads: disabling it would drop the
 * focus the menu has just returned to it.
 */
export function UserDataActions({ user, rowName }: { user: ManagedUser; rowName: string }) {
  const download = useMutation({ mutationFn: downloadUserData });
  return (
    // Without Mantine's focus placeholder: axe reports it inside role="menu" (see user-menu.tsx).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="light"
          size={30}
          aria-label={`${tableTexts.moreActions}: ${rowName}`}
          aria-busy={download.isPending}
        >
          {download.isPending ? <Loader size={14} /> : <IconDots size={18} aria-hidden />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={`${tableTexts.downloadData}: ${rowName}`}
          onClick={() => download.mutate(user.id)}
        >
          {tableTexts.downloadData}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`${tableTexts.deleteAccount}: ${rowName}`}
          aria-haspopup="dialog"
          onClick={() => openUserDeletion(user)}
        >
          {tableTexts.deleteAccount}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

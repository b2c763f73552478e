import type { AdminData } from '@handlowo/contract';
import { Stack, Text, Title } from '@mantine/core';
import { initialsOf } from '@/components/layouts/user-menu.tsx';
import { AccountForm } from './account-form.tsx';
import { AdminsSection } from './admins-section.tsx';
import { AvatarSection } from './avatar-section.tsx';

/** /admin/edit-data: the admin's picture, data and password, and the list of admins. */
export function EditDataPage({ me }: { me: AdminData }) {
  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} size="h2">
          Edycja danych
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`${me.firstName} ${me.lastName}`.trim()} · {me.email}
        </Text>
      </div>
      <AvatarSection initials={initialsOf(me)} />
      <AccountForm me={me} />
      <AdminsSection selfId={me.id} />
    </Stack>
  );
}

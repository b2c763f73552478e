import type { WorkspaceGuardian } from '@handlowo/contract';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A guardian with avatar, name and clickable e-mail and phone (mailto:, tel:). */
export function GuardianContact({
  guardian,
  children,
}: {
  guardian: WorkspaceGuardian;
  children?: ReactNode;
}) {
  const name = `${guardian.firstName} ${guardian.lastName}`;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      {/* Decorative: the name next to it says who it is. */}
      <Avatar src={guardian.pictureData} alt="" name={name} color="initials" radius="xl" />
      <Stack gap={2} miw={0}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconMail size={16} aria-hidden />
          <Anchor href={`mailto:${guardian.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {guardian.email}
          </Anchor>
        </Group>
        {guardian.phone ? (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <Anchor href={`tel:${guardian.phone.replace(/\s+/g, '')}`} size="sm">
              {guardian.phone}
            </Anchor>
          </Group>
        ) : null}
        {children}
      </Stack>
    </Group>
  );
}

import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An avatar with a name (and optional extra content under it). The picture is decorative: the
 * name next to it says who it is, so screen readers do not hear the name twice.
 */
export function PersonLine({
  name,
  pictureData,
  children,
}: {
  name: string;
  pictureData: string | null;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={pictureData} alt="" name={name} color="initials" radius="xl" size="md" />
      <div style={{ minWidth: 0 }}>
        <Text fw={500} truncate="end">
          {name}
        </Text>
        {children}
      </div>
    </Group>
  );
}

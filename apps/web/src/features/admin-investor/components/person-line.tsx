import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An avatar with a name (plain or a link) and optional lines under it. The picture is
 * decorative: the name next to it says who it is, so screen readers do not hear it twice.
 */
export function PersonLine({
  fullName,
  pictureData,
  name,
  children,
}: {
  /** For the avatar's initials when there is no picture. */
  fullName: string;
  pictureData: string | null;
  /** What shows as the name; `fullName` by default. */
  name?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {/* One colour for every placeholder: some of Mantine's name-based colours miss 4.5:1. */}
      <Avatar src={pictureData} alt="" name={fullName} color="brand" radius="xl" size="md" />
      <div style={{ minWidth: 0 }}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name ?? fullName}
        </Text>
        {children}
      </div>
    </Group>
  );
}

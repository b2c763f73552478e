import { type Role, role as roleEnum } from '@handlowo/contract';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';

export type PlaceholderUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
};

/**
 * Stand-in for a screen that a later issue builds: who is logged in, and one honest sentence
 * about what the area will hold. No invented data.
 */
export function AreaPlaceholder({
  title,
  description,
  user,
}: {
  title: string;
  description: string;
  user: PlaceholderUser | undefined;
}) {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{description}</Text>
      {user && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              Zalogowano jako
            </Text>
            <Group gap="sm">
              <Text fw={600}>{name || 'Użytkownik bez imienia i nazwiska'}</Text>
              <Badge variant="light" tt="none">
                {roleEnum.labels[user.role]}
              </Badge>
            </Group>
            <Text size="sm">{user.email}</Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Footer of every layout (spec document 1 section 1), with the links to the legal documents. */
export function Footer() {
  return (
    <Container component="footer" size="lg" py="lg" w="100%">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          2024 © Copyright. Wszelkie prawa zastrzeżone.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
            Polityka prywatności
          </Anchor>
          <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
            Regulamin
          </Anchor>
          <Text size="sm" c="dimmed">
            Projekt graficzny: zespół Handlowo
          </Text>
        </Group>
      </Group>
    </Container>
  );
}

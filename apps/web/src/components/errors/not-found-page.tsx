import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';

/**
 * The not-found page (spec document 1 section 2). 'Wróć' goes back one step when the app has
 * history; on a first entry (the router marks it with the key 'default') it replaces the entry
 * with /login instead of leaving the site.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.login, { replace: true });
  };

  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        {/* Large bold text needs 3:1 (WCAG 1.4.3): brand-5 gives 4.4 on gray-0. */}
        <Text fz={72} fw={800} c="brand.5" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          Strona nie została znaleziona
        </Title>
        <Text c="dimmed">
          Strona nie została znaleziona. Możliwe, że podana strona nigdy nie istniała lub została
          usunięta. Sprawdź URL, może zawiera zbędne znaki.
        </Text>
        <Button leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
          Wróć
        </Button>
      </Stack>
    </Center>
  );
}

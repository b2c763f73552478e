import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The router's errorElement: a thrown 404 response shows the not-found page, anything else a
 * short apology with a reload button (in place of the router's English default page).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;

  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} size="h2">
          Wystąpił nieoczekiwany błąd aplikacji
        </Title>
        <Text c="dimmed">
          Odśwież stronę. Jeśli problem się powtarza, spróbuj ponownie później.
        </Text>
        {detail && <Code block>{detail}</Code>}
        <Button onClick={() => window.location.reload()}>Odśwież stronę</Button>
      </Stack>
    </Center>
  );
}

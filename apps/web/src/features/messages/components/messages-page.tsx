import { Anchor, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { messagesTexts as t } from '../lib/texts.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/** Below this width (Mantine's `md`) the list and the thread are separate views. */
const TWO_PANES_FROM = 'md';

/**
 * 'Wiadomości' (issue 26): /messages lists the caller's conversations; /messages/{orderId} opens
 * one. From `md` up both sit side by side; on a phone the list is one view and the thread
 * another, with a way back. Done in CSS (visibleFrom/hiddenFrom), so the thread mounts once.
 */
export function MessagesPage({ orderId }: { orderId: number | null }) {
  const open = orderId !== null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <Grid gap="lg">
        <Grid.Col
          span={{ base: 12, [TWO_PANES_FROM]: 4 }}
          visibleFrom={open ? TWO_PANES_FROM : undefined}
        >
          <ConversationList currentOrderId={orderId} />
        </Grid.Col>
        {open ? (
          <Grid.Col span={{ base: 12, [TWO_PANES_FROM]: 8 }}>
            <Stack gap="sm">
              <Anchor
                component={Link}
                to={paths.messages.root}
                size="sm"
                hiddenFrom={TWO_PANES_FROM}
              >
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={16} aria-hidden />
                  {t.back}
                </Group>
              </Anchor>
              <ConversationThread key={orderId} orderId={orderId} variant="page" withHeader />
            </Stack>
          </Grid.Col>
        ) : (
          <Grid.Col span={{ base: 12, [TWO_PANES_FROM]: 8 }} visibleFrom={TWO_PANES_FROM}>
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {t.pickOne}
              </Text>
            </Paper>
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

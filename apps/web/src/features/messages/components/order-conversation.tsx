import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { messagesTexts as t } from '../lib/texts.ts';
import { LazyConversationThread } from './lazy-thread.tsx';

/**
 * The order's conversation as a section of another screen (the investor's order, the
 * freelancer's brief): a heading, the way to 'Wiadomości', and the thread itself.
 */
export function OrderConversationSection({
  orderId,
  headingOrder = 2,
}: {
  orderId: number;
  headingOrder?: 2 | 3 | 4;
}) {
  const heading = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={heading}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={headingOrder} size="h4" id={heading}>
            {t.embeddedTitle}
          </Title>
          <Anchor component={Link} to={paths.messages.thread.to(orderId)} size="sm">
            {t.openInMessages}
          </Anchor>
        </Group>
        <LazyConversationThread orderId={orderId} afterPaint />
      </Stack>
    </Paper>
  );
}

/**
 * The conversation of one order on the admin's investor detail: closed at first (a detail holds
 * many orders), opened in place by 'Pokaż rozmowę'.
 */
export function OrderConversationToggle({
  orderId,
  orderNumber,
}: {
  orderId: number;
  orderNumber: number;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconMessages size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={panel}
          aria-label={`${open ? t.hideConversation : t.showConversation}: zlecenie nr ${orderNumber}`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t.hideConversation : t.showConversation}
        </Button>
        <Anchor component={Link} to={paths.messages.thread.to(orderId)} size="sm">
          {t.openInMessages}
        </Anchor>
      </Group>
      <div id={panel}>{open ? <LazyConversationThread orderId={orderId} /> : null}</div>
    </Stack>
  );
}

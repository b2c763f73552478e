import { messagePlaceholders, type OrderMessage } from '@handlowo/contract';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecks, IconEyeOff } from '@tabler/icons-react';
import { authorRoleLabels, messagesTexts as t } from '../lib/texts.ts';
import { EditMessageForm } from './edit-message-form.tsx';
import { MessageAttachments } from './message-attachments.tsx';
import { MessageText } from './message-text.tsx';
import { MessageTime } from './message-time.tsx';

export interface MessageActions {
  onEdit: (message: OrderMessage) => void;
  onDelete: (message: OrderMessage) => void;
  onHide: (message: OrderMessage) => void;
}

/** The author as the thread signs the message; admins also see who of the team wrote it. */
function AuthorLine({ message, viewerIsAdmin }: { message: OrderMessage; viewerIsAdmin: boolean }) {
  const { author } = message;
  const role = author.role ? authorRoleLabels[author.role] : null;
  const staff = viewerIsAdmin && author.staffName ? ` (${author.staffName})` : '';
  return (
    <Group gap={6} wrap="wrap" miw={0}>
      <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {`${author.name}${staff}`}
      </Text>
      {role ? (
        <Text span size="xs" c="dimmed">
          {role}
        </Text>
      ) : null}
    </Group>
  );
}

/** The text, the placeholder of a deleted or hidden message, or the edit form. */
function Body({
  message,
  editing,
  onEditDone,
}: {
  message: OrderMessage;
  editing: boolean;
  onEditDone: () => void;
}) {
  if (editing) return <EditMessageForm message={message} onDone={onEditDone} />;
  if (message.state !== 'VISIBLE' && message.text === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {messagePlaceholders[message.state]}
      </Text>
    );
  }
  return message.text ? <MessageText text={message.text} /> : null;
}

/**
 * One message of the thread: the author with their role, the time ('edytowano' after an edit),
 * the text with clickable links or its placeholder, the files, and what the caller may do with
 * it — its author 'Edytuj' and 'Usuń' while the edit window lasts, an admin 'Ukryj' on someone
 * else's. The caller's own messages sit on the right.
 */
export function MessageItem({
  message,
  now,
  viewerIsAdmin,
  editing,
  readByOthers,
  actions,
  onEditDone,
}: {
  message: OrderMessage;
  now: Date;
  viewerIsAdmin: boolean;
  editing: boolean;
  /** The caller's latest message the others have read: 'przeczytane' under it. */
  readByOthers: boolean;
  actions: MessageActions;
  onEditDone: () => void;
}) {
  const mine = message.mine;
  const visible = message.state === 'VISIBLE';
  const editable =
    mine &&
    visible &&
    message.editableUntil !== null &&
    new Date(message.editableUntil).getTime() > now.getTime();
  const hideable = viewerIsAdmin && !mine && visible;
  return (
    <Box
      component="li"
      ml={mine ? 'auto' : 0}
      mr={mine ? 0 : 'auto'}
      maw={{ base: '92%', sm: '80%' }}
      w={editing ? '100%' : undefined}
      style={{ listStyle: 'none' }}
    >
      <Stack
        gap={6}
        p="sm"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: mine ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-body)',
          border: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
          <AuthorLine message={message} viewerIsAdmin={viewerIsAdmin} />
          <Group gap={6} wrap="nowrap">
            <MessageTime at={message.createdAt} now={now} />
            {message.editedAt && message.state !== 'DELETED' ? (
              <Text span size="xs" c="dimmed">
                {`· ${t.edited}`}
              </Text>
            ) : null}
          </Group>
        </Group>
        <Body message={message} editing={editing} onEditDone={onEditDone} />
        {message.state === 'HIDDEN' && message.text !== null ? (
          <Group gap={6} wrap="nowrap">
            <IconEyeOff size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" c="dimmed">
              {t.hiddenNote}
            </Text>
          </Group>
        ) : null}
        <MessageAttachments orderId={message.orderId} attachments={message.attachments} />
        {(editable || hideable) && !editing ? (
          <Group gap="xs" justify="flex-end">
            {editable ? (
              <>
                <Button variant="subtle" size="compact-xs" onClick={() => actions.onEdit(message)}>
                  {t.edit}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  aria-haspopup="dialog"
                  onClick={() => actions.onDelete(message)}
                >
                  {t.delete}
                </Button>
              </>
            ) : null}
            {hideable ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                aria-haspopup="dialog"
                onClick={() => actions.onHide(message)}
              >
                {t.hide}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {readByOthers ? (
        <Group gap={4} justify="flex-end" mt={2}>
          <IconChecks size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t.read}
          </Text>
        </Group>
      ) : null}
    </Box>
  );
}

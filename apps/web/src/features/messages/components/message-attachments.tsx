import type { MessageAttachment } from '@handlowo/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '@/lib/save-blob.ts';
import { fetchAttachment } from '../api/download-attachment.ts';
import { messageErrorText } from '../lib/error-text.ts';
import { fileSizeText } from '../lib/file-check.ts';
import { messagesTexts as t } from '../lib/texts.ts';

function AttachmentLink({ orderId, file }: { orderId: number; file: MessageAttachment }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await fetchAttachment(orderId, file.id), file.fileName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t.downloadFailed,
        message: messageErrorText(error),
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
      {/* A button styled as a link: it fetches with the session's header, then saves the file. */}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={download}
        disabled={loading}
        aria-busy={loading || undefined}
        aria-label={t.download(file.fileName)}
        ta="left"
        style={{ overflowWrap: 'anywhere' }}
      >
        {file.fileName}
      </Anchor>
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {fileSizeText(file.size)}
      </Text>
    </Group>
  );
}

/** The files of a message, each downloaded on click under its own name. */
export function MessageAttachments({
  orderId,
  attachments,
}: {
  orderId: number;
  attachments: readonly MessageAttachment[];
}) {
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {attachments.map((file) => (
        <li key={file.id}>
          <AttachmentLink orderId={orderId} file={file} />
        </li>
      ))}
    </Stack>
  );
}

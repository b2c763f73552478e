import { MESSAGE_TEXT_MAX } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CloseButton, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { FormErrorAlert } from '@/components/form/index.ts';
import { useSendMessage } from '../api/send-message.ts';
import { type ComposerForm, composerSchema } from '../lib/composer-schema.ts';
import { messageErrorText } from '../lib/error-text.ts';
import { addFiles, fileSizeText } from '../lib/file-check.ts';
import { charactersLeftText, messagesTexts as t } from '../lib/texts.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

/** The counter shows in the last 10 % of the limit, where it matters. */
const COUNTER_FROM = Math.floor(MESSAGE_TEXT_MAX * 0.9);

/** A picked file with a key of its own (two files may share a name). */
interface Chosen {
  key: number;
  file: File;
}

function ChosenFiles({ files, onRemove }: { files: Chosen[]; onRemove: (key: number) => void }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" gap={4} m={0} p={0} aria-label={t.attachmentsLabel}>
      {files.map(({ key, file }) => (
        <Group component="li" key={key} gap={6} wrap="nowrap" miw={0} style={{ listStyle: 'none' }}>
          <IconPaperclip size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {fileSizeText(file.size)}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t.removeFile(file.name)}
            onClick={() => onRemove(key)}
          />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Writing a message: the text (4,000 characters, a counter near the end), 'Wyślij' or
 * Ctrl/Cmd+Enter, and up to 5 files checked here by type and size (the server checks their
 * bytes). Sent as JSON, or as multipart when files go with it.
 */
export function Composer({ orderId }: { orderId: number }) {
  const send = useSendMessage();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const nextKey = useRef(1);
  const files = chosen.map((entry) => entry.file);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const filesRef = useRef(files);
  filesRef.current = files;

  // The text is optional only next to files: the schema is chosen when the form is checked.
  const resolver: Resolver<ComposerForm> = (values, context, options) =>
    zodResolver(composerSchema(filesRef.current.length > 0))(values, context, options);
  const { control, handleSubmit, reset } = useForm<ComposerForm>({
    resolver,
    defaultValues: { text: '' },
  });
  const { field, fieldState } = useController({ control, name: 'text' });
  const length = field.value.length;

  const submit = handleSubmit(({ text }) =>
    send
      .mutateAsync({ orderId, text: text.trim(), files: filesRef.current })
      .then(() => {
        reset({ text: '' });
        setChosen([]);
        setFileProblem(null);
      })
      .catch(() => undefined),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const pick = (picked: File[]) => {
    const result = addFiles(files, picked);
    const added = result.files.slice(files.length).map((file) => ({
      key: nextKey.current++,
      file,
    }));
    setChosen([...chosen, ...added]);
    setFileProblem(result.problem);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={send.isPending}>
        <Stack gap="xs">
          <Textarea
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onKeyDown={onKeyDown}
            error={fieldState.error?.message}
            label={t.composerLabel}
            autosize
            minRows={2}
            maxRows={8}
            description={
              length >= COUNTER_FROM ? charactersLeftText(MESSAGE_TEXT_MAX - length) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <ChosenFiles
            files={chosen}
            onRemove={(key) => {
              setChosen((current) => current.filter((entry) => entry.key !== key));
              setFileProblem(null);
            }}
          />
          {fileProblem ? (
            <Text size="sm" c="red.6" role="alert">
              {fileProblem}
            </Text>
          ) : null}
          <FormErrorAlert message={send.error ? messageErrorText(send.error) : null} />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <AttachmentPicker count={files.length} disabled={send.isPending} onPick={pick} />
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {t.sendHint}
              </Text>
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t.send}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Fieldset>
    </Box>
  );
}

import { ATTACHMENT_ACCEPT, MESSAGE_FILES_MAX } from '@handlowo/contract';
import { Button, FileButton, Group } from '@mantine/core';
import { IconCamera, IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import { messagesTexts as t } from '../lib/texts.ts';

/** The camera offers these; a phone converts its photo to one of them. */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * 'Dodaj pliki' (any attachment type, several at once) and, on phones, 'Zrób zdjęcie', which
 * opens the back camera. Both hand the picked files to `onPick`, which checks them.
 */
export function AttachmentPicker({
  count,
  disabled,
  onPick,
}: {
  count: number;
  disabled: boolean;
  onPick: (files: File[]) => void;
}) {
  const full = count >= MESSAGE_FILES_MAX;
  // The inputs are cleared after each pick, so the same file can be picked again after removal.
  const resetFiles = useRef<() => void>(null);
  const resetPhoto = useRef<() => void>(null);
  return (
    <Group gap="xs" wrap="wrap">
      <FileButton
        onChange={(files) => {
          onPick(files);
          resetFiles.current?.();
        }}
        resetRef={resetFiles}
        accept={ATTACHMENT_ACCEPT}
        multiple
        disabled={disabled || full}
        inputProps={{ 'aria-label': t.attach }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={16} aria-hidden />}
          >
            {t.attach}
          </Button>
        )}
      </FileButton>
      <FileButton
        onChange={(file) => {
          if (file) onPick([file]);
          resetPhoto.current?.();
        }}
        resetRef={resetPhoto}
        accept={PHOTO_ACCEPT}
        capture="environment"
        disabled={disabled || full}
        inputProps={{ 'aria-label': t.takePhoto }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            hiddenFrom="md"
            leftSection={<IconCamera size={16} aria-hidden />}
          >
            {t.takePhoto}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

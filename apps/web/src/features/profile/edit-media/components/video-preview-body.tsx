import { Stack, Text } from '@mantine/core';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { useObjectUrl } from './use-object-url.ts';

interface VideoPreviewBodyProps {
  file: File;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Podgląd wideo': the chosen file plays from an object URL (never read into memory as a data
 * URL: it may be 50 MB); 'Dodaj wideo' keeps it.
 */
export function VideoPreviewBody({ file, onConfirm, onCancel }: VideoPreviewBodyProps) {
  const src = useObjectUrl(file);
  return (
    <Stack gap="md">
      {/* biome-ignore lint/a11y/useMediaCaption: the user's own recording; it has no captions */}
      <video
        src={src ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={`Podgląd wideo: ${file.name}`}
        style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: '#000' }}
      />
      <Text size="sm" c="dimmed" truncate="end">
        {file.name}
      </Text>
      <ModalActions
        onCancel={onCancel}
        submitLabel="Dodaj wideo"
        onSubmit={onConfirm}
        autoFocusSubmit
        mt={0}
      />
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
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
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Anuluj
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          Dodaj wideo
        </Button>
      </Group>
    </Stack>
  );
}

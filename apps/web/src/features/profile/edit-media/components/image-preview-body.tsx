import { Image, Stack, Text } from '@mantine/core';
import { ModalActions } from '../../modals/modal-actions.tsx';

interface ImagePreviewBodyProps {
  src: string;
  fileName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Podgląd zdjęcia': the chosen picture as it is; 'Dodaj zdjęcie' goes on to the crop. */
export function ImagePreviewBody({ src, fileName, onConfirm, onCancel }: ImagePreviewBodyProps) {
  return (
    <Stack gap="md">
      <Image
        src={src}
        alt={`Wybrane zdjęcie: ${fileName}`}
        fit="contain"
        mah={360}
        radius="md"
        bg="gray.1"
      />
      <Text size="sm" c="dimmed" truncate="end">
        {fileName}
      </Text>
      <ModalActions
        onCancel={onCancel}
        submitLabel="Dodaj zdjęcie"
        onSubmit={onConfirm}
        autoFocusSubmit
        mt={0}
      />
    </Stack>
  );
}

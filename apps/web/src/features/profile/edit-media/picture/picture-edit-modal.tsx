import { type Picture, profileMessages } from '@handlowo/contract';
import { Avatar, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { type ModalControls, openProfileModal } from '../../modals/open-profile-modal.tsx';
import { ImagePreviewBody } from '../components/image-preview-body.tsx';
import { MediaDropzone } from '../components/media-dropzone.tsx';
import { useObjectUrl } from '../components/use-object-url.ts';
import { uploadErrorText } from '../lib/upload-error.ts';
import { CropModalBody } from './crop-modal-body.tsx';
import { type PictureKind, type PictureKindName, pictureKinds } from './picture-kinds.ts';

interface PictureEditModalProps extends ModalControls {
  kind: PictureKindName;
  current: Picture | null;
}

function CurrentPicture({ kind, src }: { kind: PictureKindName; src: string | null }) {
  const { emptyLabel } = pictureKinds[kind];
  if (kind === 'avatar') {
    return (
      <Group justify="center">
        <Avatar
          src={src}
          size={120}
          radius={120}
          color="brand"
          alt={src ? 'Obecny awatar' : emptyLabel}
        >
          <IconUser size={56} stroke={1.5} aria-hidden />
        </Avatar>
      </Group>
    );
  }
  return src ? (
    <Image src={src} alt="Obecne zdjęcie w tle" radius="md" style={{ aspectRatio: '1320 / 250' }} />
  ) : (
    <Box
      bg="gray.1"
      style={{ aspectRatio: '1320 / 250', borderRadius: 'var(--mantine-radius-md)' }}
      display="flex"
    >
      <Text size="sm" c="dimmed" m="auto">
        {emptyLabel}
      </Text>
    </Box>
  );
}

/**
 * 'Edytuj awatar' and 'Edytuj zdjęcie w tle' (spec document 2 section 4, "Background upload
 * flow"): choose a file (its name is shown), 'Zapisz zmiany' opens 'Podgląd zdjęcia', whose
 * 'Dodaj zdjęcie' opens the crop; saving the crop uploads it and closes all three. Deleting only
 * marks the picture; 'Zapisz zmiany' then runs the delete call instead of the upload.
 */
export function PictureEditModal({
  kind: kindName,
  current,
  close,
  closeAll,
}: PictureEditModalProps) {
  const kind: PictureKind = pictureKinds[kindName];
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const url = useObjectUrl(file);

  const removal = useMutation({
    mutationFn: kind.remove,
    onSuccess: () => {
      closeAll();
      for (const queryKey of kind.invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => console.error('Usunięcie zdjęcia nie powiodło się', error),
  });

  const choose = (chosen: File) => {
    setFile(chosen);
    setProblem(null);
    setRemoving(false);
  };
  const reject = (message: string) => {
    setFile(null);
    setProblem(message);
  };

  const openPreview = (chosen: File, src: string) =>
    openProfileModal({
      title: profileModalTitles.imagePreview,
      size: 'md',
      render: (preview) => (
        <ImagePreviewBody
          src={src}
          fileName={chosen.name}
          onCancel={preview.close}
          onConfirm={() =>
            openProfileModal({
              title: profileModalTitles.crop,
              size: 'lg',
              render: (crop) => (
                <CropModalBody
                  src={src}
                  kind={kind}
                  onCancel={crop.close}
                  onSaved={crop.closeAll}
                />
              ),
            })
          }
        />
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && url) openPreview(file, url);
    else if (removing) removal.mutate();
    else setProblem(profileMessages.fileRequired);
  };

  const shown = removing ? null : (current?.pictureData ?? null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CurrentPicture kind={kindName} src={shown} />
        {current && !removing && (
          <Group justify="center">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setRemoving(true);
                setFile(null);
                setProblem(null);
              }}
            >
              {kind.removeLabel}
            </Button>
          </Group>
        )}
        {removing && (
          <Group justify="center" gap="xs">
            <Text size="sm">{kind.removalNote}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => setRemoving(false)}
            >
              Cofnij
            </Button>
          </Group>
        )}
        <MediaDropzone kind="image" onFile={choose} onProblem={reject} />
        {file && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Wybrany plik: <strong>{file.name}</strong>
          </Text>
        )}
        {problem && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {problem}
          </Text>
        )}
        {removal.error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {uploadErrorText(removal.error)}
          </Text>
        )}
        <ModalActions onCancel={close} loading={removal.isPending} cancelDisabled={false} mt={0} />
      </Stack>
    </form>
  );
}

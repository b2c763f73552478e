import '@/features/profile/edit-media/media-styles.ts';
import { Avatar, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminModalTitles } from '@/features/admin-shell/modal-titles.ts';
import { MediaDropzone } from '@/features/profile/edit-media/components/media-dropzone.tsx';
import { useObjectUrl } from '@/features/profile/edit-media/components/use-object-url.ts';
import { uploadErrorText } from '@/features/profile/edit-media/lib/upload-error.ts';
import { CropModalBody } from '@/features/profile/edit-media/picture/crop-modal-body.tsx';
import type { PictureKind } from '@/features/profile/edit-media/picture/picture-kinds.ts';
import {
  adminAvatarChanged,
  adminAvatarQueryOptions,
  deleteAdminAvatar,
  uploadAdminAvatar,
} from '../api/admin-avatar.ts';

/** The profile's avatar crop (spec document 2 section 9: ratio 1, 512x512) on F18/F19. */
const adminAvatarKind: PictureKind = {
  title: adminModalTitles.cropAvatar,
  aspect: 1,
  output: { width: 512, height: 512 },
  round: true,
  upload: uploadAdminAvatar,
  remove: deleteAdminAvatar,
  invalidate: adminAvatarChanged,
  removeLabel: 'Usuń zdjęcie',
  removalNote: '',
  emptyLabel: 'Brak zdjęcia profilowego',
};

/**
 * The admin's picture (F17): choose a file (checked like the profile's: JPG, PNG, WEBP, 3 MB),
 * frame it in 'Przytnij zdjęcie profilowe', save (F18). 'Usuń zdjęcie' deletes it (F19). Saved at
 * once, apart from 'Zapisz zmiany': a new picture needs no new login.
 */
export function AvatarSection({ initials }: { initials: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const avatar = useQuery(adminAvatarQueryOptions());
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const src = useObjectUrl(file);
  const refresh = () => {
    for (const queryKey of adminAvatarChanged) void queryClient.invalidateQueries({ queryKey });
  };
  const removal = useMutation({
    mutationFn: deleteAdminAvatar,
    onSuccess: refresh,
    onError: (error) => console.error('Usunięcie zdjęcia nie powiodło się', error),
  });
  const close = () => setFile(null);
  const picture = avatar.data?.pictureData ?? null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Zdjęcie profilowe
        </Title>
        <Group gap="lg" align="center" wrap="wrap">
          <Avatar
            src={picture}
            size={96}
            radius={96}
            color="brand"
            alt={picture ? 'Twoje zdjęcie profilowe' : undefined}
          >
            {initials}
          </Avatar>
          <Stack gap="xs" style={{ flex: '1 1 220px' }} miw={0}>
            <MediaDropzone
              kind="image"
              onFile={(chosen) => {
                setProblem(null);
                setFile(chosen);
              }}
              onProblem={(message) => {
                setFile(null);
                setProblem(message);
              }}
              disabled={removal.isPending}
            />
            {picture && (
              <Button
                variant="subtle"
                color="red"
                w="fit-content"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={removal.isPending}
                onClick={() => removal.mutate()}
              >
                Usuń zdjęcie
              </Button>
            )}
          </Stack>
        </Group>
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
      </Stack>
      <Modal opened={src !== null} onClose={close} title={adminModalTitles.cropAvatar} size="lg">
        {src && <CropModalBody src={src} kind={adminAvatarKind} onCancel={close} onSaved={close} />}
      </Modal>
    </Card>
  );
}

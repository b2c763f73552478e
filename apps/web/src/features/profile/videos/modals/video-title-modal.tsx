import { type Video, VideoTitleBody } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useProfileSave } from '../../edit-details/api/use-profile-save.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { renameVideo } from '../api/videos-api.ts';

type TitleInput = z.input<typeof VideoTitleBody>;
type TitleOutput = z.output<typeof VideoTitleBody>;

/** 'Edytuj tytuł wideo' (D31): only the title of a video can change. */
export function VideoTitleModal({ video, close }: { video: Video; close: () => void }) {
  const save = useProfileSave(renameVideo, close);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TitleInput, unknown, TitleOutput>({
    resolver: zodResolver(VideoTitleBody),
    mode: 'onTouched',
    defaultValues: { title: video.title },
  });

  return (
    <form onSubmit={handleSubmit(({ title }) => save.mutate({ id: video.id, title }))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Tytuł wideo"
          withAsterisk
          {...register('title')}
          error={errors.title?.message}
          data-autofocus
        />
        {save.error ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorMessageOf(save.error)}
          </Text>
        ) : null}
        <ModalActions onCancel={close} loading={save.isPending} mt={0} />
      </Stack>
    </form>
  );
}

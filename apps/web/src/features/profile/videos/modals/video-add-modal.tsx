import { profileItemLimits, profileMessages, VideoTitleBody } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { profileKeys } from '../../api/profile-keys.ts';
import { type VideoChoice, VideoField } from '../../edit-media/about/video-field.tsx';
import { useUpload } from '../../edit-media/api/use-upload.ts';
import { UploadActions } from '../../edit-media/components/upload-actions.tsx';
import { addVideo } from '../api/videos-api.ts';

type TitleInput = z.input<typeof VideoTitleBody>;
type TitleOutput = z.output<typeof VideoTitleBody>;

interface VideoAddModalProps {
  /** How many videos the owner has: the limit is checked before a useless upload. */
  count: number;
  close: () => void;
}

/**
 * 'Dodaj wideo' (D30): a title (required, 50) and a video file (required, 'Dodaj plik wideo'; MP4,
 * MOV or AVI up to 50 MB, checked by the dropzone with the spec's messages and confirmed in
 * 'Podgląd wideo'), uploaded with its progress; 'Anuluj' stops the upload.
 */
export function VideoAddModal({ count, close }: VideoAddModalProps) {
  const [choice, setChoice] = useState<VideoChoice>({ video: null, removeVideo: false });
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUpload(addVideo, { invalidate: [profileKeys.all], onSuccess: close });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TitleInput, unknown, TitleOutput>({
    resolver: zodResolver(VideoTitleBody),
    mode: 'onTouched',
    defaultValues: { title: '' },
  });
  const full = count >= profileItemLimits.videos;

  const submit = handleSubmit(
    ({ title }) => {
      if (!choice.video) {
        setProblem(profileMessages.videoRequired);
        return;
      }
      upload.save({ title, file: choice.video });
    },
    () => {
      if (!choice.video) setProblem(profileMessages.videoRequired);
    },
  );
  const busy = upload.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {full ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {profileMessages.tooManyVideos}
          </Text>
        ) : null}
        <TextInput
          label="Tytuł wideo"
          withAsterisk
          {...register('title')}
          error={errors.title?.message}
          disabled={busy}
          data-autofocus
        />
        <VideoField
          label="Plik wideo"
          {...choice}
          current={null}
          onChange={(next) => {
            setChoice(next);
            setProblem(null);
          }}
          problem={problem}
          onProblem={setProblem}
          disabled={busy || full}
        />
        <UploadActions
          upload={upload}
          uploading
          onCancel={close}
          saveLabel="Dodaj wideo"
          saving={busy}
          disabled={busy}
        />
      </Stack>
    </form>
  );
}

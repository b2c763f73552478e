import { ABOUT_MAX, AboutFields, type AboutInfo, MAIN_PASSION_MAX } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/textarea-field.tsx';
import { profileKeys } from '../../api/profile-keys.ts';
import { saveAbout } from '../api/media-api.ts';
import { useUpload } from '../api/use-upload.ts';
import { UploadActions } from '../components/upload-actions.tsx';
import { type VideoChoice, VideoField } from './video-field.tsx';

type AboutInput = z.input<typeof AboutFields>;
type AboutOutput = z.output<typeof AboutFields>;

interface AboutModalProps {
  about: AboutInfo;
  close: () => void;
}

/**
 * 'Edytuj dane o mnie' (D20): the about text (required, 500), the main passion (optional, 600)
 * with counters, and the optional video, sent only when a new one was chosen; the current one can
 * be removed. The save uploads with its progress and can be cancelled.
 */
export function AboutModal({ about, close }: AboutModalProps) {
  const [choice, setChoice] = useState<VideoChoice>({ video: null, removeVideo: false });
  const [videoProblem, setVideoProblem] = useState<string | null>(null);
  const upload = useUpload(saveAbout, { invalidate: [profileKeys.all], onSuccess: close });
  const { control, handleSubmit } = useForm<AboutInput, unknown, AboutOutput>({
    resolver: zodResolver(AboutFields),
    mode: 'onTouched',
    defaultValues: { about: about.about ?? '', mainPassion: about.mainPassion ?? '' },
  });

  const submit = handleSubmit((values) =>
    upload.save({
      about: values.about,
      mainPassion: values.mainPassion,
      video: choice.video,
      removeVideo: choice.removeVideo,
    }),
  );
  const busy = upload.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextareaField
          control={control}
          name="about"
          label="O mnie"
          placeholder="Opisz, czym się zajmujesz i co Cię napędza"
          max={ABOUT_MAX}
          withAsterisk
          disabled={busy}
          data-autofocus
        />
        <TextareaField
          control={control}
          name="mainPassion"
          label="Główna pasja"
          placeholder="Co sprawia Ci największą radość w sprzedaży?"
          max={MAIN_PASSION_MAX}
          disabled={busy}
        />
        <VideoField
          label="Wideo o sobie (opcjonalnie)"
          {...choice}
          current={about.video}
          onChange={setChoice}
          problem={videoProblem}
          onProblem={setVideoProblem}
          disabled={busy}
        />
        <UploadActions
          upload={upload}
          uploading={choice.video !== null}
          onCancel={close}
          saveLabel="Zapisz zmiany"
          saving={busy}
          disabled={busy}
        />
      </Stack>
    </form>
  );
}

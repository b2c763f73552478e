import { ABOUT_MAX, AboutFields, type AboutInfo, MAIN_PASSION_MAX } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { profileKeys } from '../../api/profile-keys.ts';
import { saveAbout } from '../api/media-api.ts';
import { useUpload } from '../api/use-upload.ts';
import { UploadProgress } from '../components/upload-progress.tsx';
import { uploadErrorText } from '../lib/upload-error.ts';
import { TextareaField } from './textarea-field.tsx';
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
        {upload.error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {uploadErrorText(upload.error)}
          </Text>
        )}
        {upload.progress !== null && choice.video ? (
          <UploadProgress percent={upload.progress} onCancel={upload.cancel} />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Anuluj
            </Button>
            <Button type="submit" loading={busy}>
              Zapisz zmiany
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

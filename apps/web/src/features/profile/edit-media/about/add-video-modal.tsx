import { type AboutInfo, profileMessages } from '@handlowo/contract';
import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { profileKeys } from '../../api/profile-keys.ts';
import { saveAbout } from '../api/media-api.ts';
import { useUpload } from '../api/use-upload.ts';
import { UploadActions } from '../components/upload-actions.tsx';
import { type VideoChoice, VideoField } from './video-field.tsx';

interface AddVideoModalProps {
  /** The saved texts, sent again unchanged: D20 always takes `about`. */
  about: AboutInfo & { about: string };
  close: () => void;
}

/**
 * 'Dodaj wideo o sobie', opened from the about section's 'Nagraj krótkie wideo o sobie': only the video
 * (required here: 'Dodaj plik wideo'), saved through D20 with the texts kept as they are.
 */
export function AddVideoModal({ about, close }: AddVideoModalProps) {
  const [choice, setChoice] = useState<VideoChoice>({ video: null, removeVideo: false });
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUpload(saveAbout, { invalidate: [profileKeys.all], onSuccess: close });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice.video) {
      setProblem(profileMessages.videoRequired);
      return;
    }
    upload.save({
      about: about.about,
      mainPassion: about.mainPassion,
      video: choice.video,
      removeVideo: false,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <VideoField
          label="Wideo o sobie"
          {...choice}
          current={null}
          onChange={(next) => {
            setChoice(next);
            setProblem(null);
          }}
          problem={problem}
          onProblem={setProblem}
          disabled={upload.isPending}
        />
        <UploadActions
          upload={upload}
          uploading
          onCancel={close}
          saveLabel="Zapisz zmiany"
          saving={upload.isPending}
        />
      </Stack>
    </form>
  );
}

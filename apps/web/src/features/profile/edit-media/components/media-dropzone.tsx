import { IMAGE_ACCEPT, VIDEO_ACCEPT } from '@handlowo/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconVideo, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { fileProblem, type MediaKind } from '../lib/file-checks.ts';

const texts: Record<MediaKind, { label: string; hint: string; accept: string[] }> = {
  image: {
    label: 'Wybierz zdjęcie',
    hint: 'JPG, PNG lub WEBP, maksymalnie 3MB',
    accept: IMAGE_ACCEPT.split(',').filter((entry) => entry.includes('/')),
  },
  video: {
    label: 'Wybierz wideo',
    hint: 'MP4, MOV lub AVI, maksymalnie 50MB',
    accept: VIDEO_ACCEPT.split(',').filter((entry) => entry.includes('/')),
  },
};

interface MediaDropzoneProps {
  kind: MediaKind;
  /** A file that passed the checks. */
  onFile: (file: File) => void;
  /** The spec's message for a file that did not. */
  onProblem: (message: string) => void;
  disabled?: boolean;
}

/**
 * Drop a file or click (Enter/Space) to choose one. The checks are ours (file-checks.ts) so that
 * the messages are the spec's exact texts; `accept` only filters the system's file dialog.
 */
export function MediaDropzone({ kind, onFile, onProblem, disabled }: MediaDropzoneProps) {
  const { label, hint, accept } = texts[kind];
  const hintId = useId();
  const Icon = kind === 'image' ? IconPhoto : IconVideo;
  const check = (file: File) => {
    const problem = fileProblem(file, kind);
    if (problem) onProblem(problem);
    else onFile(file);
  };
  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (file) check(file);
      }}
      onReject={(rejections) => {
        const [rejection] = rejections;
        if (rejection) check(rejection.file);
      }}
      accept={accept}
      multiple={false}
      disabled={disabled}
      // Keyboard users get a real button inside instead of a focusable unnamed div; a click
      // anywhere (the button included) opens the file dialog.
      activateOnKeyboard={false}
      // react-dropzone names its hidden file input 'file upload' (English): ours is Polish.
      inputProps={{ 'aria-label': label }}
      p="md"
    >
      <Group justify="center" gap="md" wrap="nowrap" mih={88}>
        <Dropzone.Accept>
          <IconUpload size={36} stroke={1.5} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} stroke={1.5} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <Icon size={36} stroke={1.5} aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4} miw={0} align="flex-start">
          <Button size="xs" variant="light" aria-describedby={hintId} disabled={disabled}>
            {label}
          </Button>
          <Text size="xs" c="dimmed">
            lub przeciągnij plik tutaj
          </Text>
          <Text size="xs" c="dimmed" id={hintId}>
            {hint}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}

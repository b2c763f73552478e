import { type Picture, profileMessages } from '@handlowo/contract';
import { Avatar, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconTrash, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ModalActions } from '../../modals/modal-actions.tsx';
import type { ModalControls } from '../../modals/open-profile-modal.tsx';
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

/** The modal's two steps; saving is the second one's upload (progress, 'Anuluj'). */
export const pictureSteps = {
  choose: 'Krok 1 z 2: wybierz zdjęcie',
  crop: 'Krok 2 z 2: przytnij i zapisz',
} as const;

type Step = keyof typeof pictureSteps;

/** A step's name above its content; it takes the focus when the step changes, so it is read. */
function StepHeading({ step, focus }: { step: Step; focus: boolean }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Text ref={heading} tabIndex={-1} size="sm" fw={600} c="dimmed" style={{ outline: 'none' }}>
      {pictureSteps[step]}
    </Text>
  );
}

/**
 * 'Edytuj awatar' and 'Edytuj zdjęcie w tle' (spec document 2 section 4, "Background upload
 * flow"), one modal in steps (issue 28: the spec's three stacked modals, edit, 'Podgląd zdjęcia'
 * and 'Przytnij zdjęcie', were two more than the task needs): choose a file, checked at once;
 * a good one goes straight to framing and zoom, whose 'Zapisz zdjęcie' crops, uploads with its
 * progress and closes the modal. 'Wybierz inne zdjęcie' goes back. Deleting only marks the
 * picture; 'Zapisz zmiany' then runs the delete call.
 */
export function PictureEditModal({ kind: kindName, current, close }: PictureEditModalProps) {
  const kind: PictureKind = pictureKinds[kindName];
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [step, setStep] = useState<Step>('choose');
  // The first step's heading is not focused on opening: the modal focuses its first control.
  const [moved, setMoved] = useState(false);
  const url = useObjectUrl(file);

  const removal = useMutation({
    mutationFn: kind.remove,
    onSuccess: () => {
      close();
      for (const queryKey of kind.invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => console.error('Usunięcie zdjęcia nie powiodło się', error),
  });

  const goTo = (next: Step) => {
    setStep(next);
    setMoved(true);
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    setProblem(null);
    setRemoving(false);
    goTo('crop');
  };
  const reject = (message: string) => {
    setFile(null);
    setProblem(message);
  };

  if (step === 'crop' && file) {
    return (
      <Stack gap="md">
        <StepHeading step="crop" focus={moved} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            Wybrany plik: <strong>{file.name}</strong>
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => {
              setFile(null);
              goTo('choose');
            }}
          >
            Wybierz inne zdjęcie
          </Button>
        </Group>
        {/* The object URL exists from the effect after the choice: one render without it. */}
        {url ? <CropModalBody src={url} kind={kind} onCancel={close} onSaved={close} /> : null}
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (removing) removal.mutate();
    else setProblem(profileMessages.fileRequired);
  };

  const shown = removing ? null : (current?.pictureData ?? null);
  let removeControl: ReactNode = null;
  if (removing) {
    removeControl = (
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
    );
  } else if (current) {
    removeControl = (
      <Group justify="center">
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            setRemoving(true);
            setProblem(null);
          }}
        >
          {kind.removeLabel}
        </Button>
      </Group>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading step="choose" focus={moved} />
        <CurrentPicture kind={kindName} src={shown} />
        {removeControl}
        <MediaDropzone kind="image" onFile={choose} onProblem={reject} />
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

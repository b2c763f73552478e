import { PortfolioFields, profileItemLimits, profileMessages } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileKeys } from '../../api/profile-keys.ts';
import { useUpload } from '../../edit-media/api/use-upload.ts';
import { MediaDropzone } from '../../edit-media/components/media-dropzone.tsx';
import { UploadActions } from '../../edit-media/components/upload-actions.tsx';
import { useObjectUrl } from '../../edit-media/components/use-object-url.ts';
import { addPortfolioItem } from '../api/portfolio-api.ts';
import {
  PortfolioTextFields,
  type PortfolioTextsInput,
  type PortfolioTextsOutput,
} from './portfolio-text-fields.tsx';

const errorColor = 'var(--mantine-color-error)';

interface PortfolioAddModalProps {
  /** How many projects the owner has: the limit is checked before a useless upload. */
  count: number;
  close: () => void;
}

/**
 * 'Dodaj projekt do portfolio' (D34): a picture (required, 'Dodaj projekt'; JPEG, PNG or WEBP up
 * to 3 MB, shown as chosen: portfolio pictures skip the crop, spec document 2 section 4), a name
 * and a comment; uploaded with its progress, which 'Anuluj' stops.
 */
export function PortfolioAddModal({ count, close }: PortfolioAddModalProps) {
  const [picture, setPicture] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(picture);
  const upload = useUpload(addPortfolioItem, { invalidate: [profileKeys.all], onSuccess: close });
  const { control, handleSubmit } = useForm<PortfolioTextsInput, unknown, PortfolioTextsOutput>({
    resolver: zodResolver(PortfolioFields),
    mode: 'onTouched',
    defaultValues: { title: '', info: '' },
  });
  const full = count >= profileItemLimits.portfolio;
  const busy = upload.isPending;

  const submit = handleSubmit(
    ({ title, info }) => {
      if (!picture) {
        setProblem(profileMessages.portfolioPictureRequired);
        return;
      }
      upload.save({ picture, title, info });
    },
    () => {
      if (!picture) setProblem(profileMessages.portfolioPictureRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {full ? (
          <Text size="sm" c={errorColor} role="alert">
            {profileMessages.tooManyPortfolioItems}
          </Text>
        ) : null}
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Zdjęcie projektu
          </Text>
          {picture && preview ? (
            <Stack gap="xs">
              <Image
                src={preview}
                alt={`Wybrane zdjęcie: ${picture.name}`}
                fit="contain"
                mah={220}
                radius="md"
                bg="gray.1"
              />
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Wybrany plik: <strong>{picture.name}</strong>
                </Text>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setPicture(null)}
                  disabled={busy}
                >
                  Zmień
                </Button>
              </Group>
            </Stack>
          ) : (
            <MediaDropzone
              kind="image"
              onFile={(file) => {
                setPicture(file);
                setProblem(null);
              }}
              onProblem={(message) => {
                setPicture(null);
                setProblem(message);
              }}
              disabled={busy || full}
            />
          )}
          {problem ? (
            <Text size="sm" c={errorColor} role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
        <PortfolioTextFields control={control} disabled={busy} />
        <UploadActions
          upload={upload}
          uploading
          onCancel={close}
          saveLabel="Dodaj projekt"
          saving={busy}
          disabled={busy}
        />
      </Stack>
    </form>
  );
}

import { Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useUpload } from '../api/use-upload.ts';
import { UploadActions } from '../components/upload-actions.tsx';
import { type CropArea, cropToBlob } from './crop-image.ts';
import type { PictureKind } from './picture-kinds.ts';

// react-easy-crop comes with the editor, only when a crop modal opens.
const CropEditor = lazy(() =>
  import('./crop-editor.tsx').then((module) => ({ default: module.CropEditor })),
);

interface CropModalBodyProps {
  src: string;
  kind: PictureKind;
  onCancel: () => void;
  /** After the upload: closes the crop, the preview and the edit modal together. */
  onSaved: () => void;
}

/**
 * 'Przytnij zdjęcie': frame and zoom, then the crop is drawn at the stored size and uploaded with
 * its progress. A failed crop is only logged (spec document 2 section 8).
 */
export function CropModalBody({ src, kind, onCancel, onSaved }: CropModalBodyProps) {
  const area = useRef<CropArea | null>(null);
  const [cropping, setCropping] = useState(false);
  const upload = useUpload((picture: Blob, controls) => kind.upload(picture, controls), {
    invalidate: kind.invalidate,
    onSuccess: onSaved,
  });

  const save = async () => {
    if (!area.current) return;
    setCropping(true);
    let picture: Blob;
    try {
      picture = await cropToBlob(src, area.current, kind.output);
    } catch (error) {
      console.error('Przycięcie zdjęcia nie powiodło się', error);
      return;
    } finally {
      setCropping(false);
    }
    upload.save(picture);
  };

  return (
    <Stack gap="md">
      <Suspense
        fallback={
          <Center h={260}>
            <Loader aria-label="Ładowanie" />
          </Center>
        }
      >
        <CropEditor
          src={src}
          aspect={kind.aspect}
          round={kind.round}
          onArea={(next) => {
            area.current = next;
          }}
        />
      </Suspense>
      <UploadActions
        upload={upload}
        uploading
        onCancel={onCancel}
        saveLabel="Zapisz zdjęcie"
        onSave={save}
        saving={cropping}
      />
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { uploadErrorText } from '../lib/upload-error.ts';
import { UploadProgress } from './upload-progress.tsx';

interface UploadActionsProps {
  /** The save's state (api/use-upload.ts). */
  upload: { error: unknown; progress: number | null; cancel: () => void };
  /** Show the upload's progress instead of the buttons (a save that sends a file runs). */
  uploading: boolean;
  onCancel: () => void;
  saveLabel: string;
  /** A click handler; without one the save button submits its form. */
  onSave?: () => void;
  saving: boolean;
  disabled?: boolean;
}

/**
 * The foot of a media modal: the failure of the last save, then either the running upload
 * (percent and 'Anuluj') or the modal's 'Anuluj' and save buttons.
 */
export function UploadActions({
  upload,
  uploading,
  onCancel,
  saveLabel,
  onSave,
  saving,
  disabled = false,
}: UploadActionsProps) {
  return (
    <>
      {upload.error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {uploadErrorText(upload.error)}
        </Text>
      ) : null}
      {uploading && upload.progress !== null ? (
        <UploadProgress percent={upload.progress} onCancel={upload.cancel} />
      ) : (
        <ModalActions
          onCancel={onCancel}
          submitLabel={saveLabel}
          onSubmit={onSave}
          loading={saving}
          cancelDisabled={disabled}
          mt={0}
        />
      )}
    </>
  );
}

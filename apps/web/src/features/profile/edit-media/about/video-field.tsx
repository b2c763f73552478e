import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { MediaDropzone } from '../components/media-dropzone.tsx';
import { VideoPreviewBody } from '../components/video-preview-body.tsx';

export interface VideoChoice {
  /** A new video, chosen and confirmed in 'Podgląd wideo'. */
  video: File | null;
  /** The current video is to be deleted on save. */
  removeVideo: boolean;
}

interface VideoFieldProps extends VideoChoice {
  label: string;
  /** The saved video's URL (G1), `null` when there is none. */
  current: string | null;
  onChange: (next: VideoChoice) => void;
  problem: string | null;
  onProblem: (message: string | null) => void;
  disabled?: boolean;
}

const errorColor = 'var(--mantine-color-error)';

/**
 * The optional video of the about form: the saved one (playable, removable), or a new one chosen
 * through the dropzone and confirmed in the stacked 'Podgląd wideo' modal.
 */
export function VideoField({
  label,
  video,
  removeVideo,
  current,
  onChange,
  problem,
  onProblem,
  disabled,
}: VideoFieldProps) {
  const preview = (file: File) => {
    onProblem(null);
    openProfileModal({
      title: profileModalTitles.videoPreview,
      size: 'md',
      render: (modal) => (
        <VideoPreviewBody
          file={file}
          onCancel={modal.close}
          onConfirm={() => {
            onChange({ video: file, removeVideo: false });
            modal.close();
          }}
        />
      ),
    });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {video ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Wybrane wideo: <strong>{video.name}</strong>
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange({ video: null, removeVideo })}
            disabled={disabled}
          >
            Zmień
          </Button>
        </Group>
      ) : (
        <>
          {current && !removeVideo && (
            <Stack gap="xs">
              {/* biome-ignore lint/a11y/useMediaCaption: the user's own recording; no captions */}
              <video
                src={current}
                controls
                playsInline
                preload="metadata"
                aria-label="Obecne wideo o sobie"
                style={{ width: '100%', maxHeight: 280, borderRadius: 8, background: '#000' }}
              />
              <Group justify="flex-start">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onChange({ video: null, removeVideo: true })}
                  disabled={disabled}
                >
                  Usuń wideo
                </Button>
              </Group>
            </Stack>
          )}
          {current && removeVideo && (
            <Group gap="xs">
              <Text size="sm">Wideo zostanie usunięte po zapisaniu zmian.</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                onClick={() => onChange({ video: null, removeVideo: false })}
                disabled={disabled}
              >
                Cofnij
              </Button>
            </Group>
          )}
          <MediaDropzone kind="video" onFile={preview} onProblem={onProblem} disabled={disabled} />
        </>
      )}
      {problem && (
        <Text size="sm" c={errorColor} role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

import type { Video } from '@handlowo/contract';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../api/profile-keys.ts';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { deleteVideo, videosQueryOptions } from '../api/videos-api.ts';
import { EditableList } from '../components/editable-list.tsx';
import { ListModalFoot } from '../components/list-modal-foot.tsx';
import { formatVideoDate } from '../lib/video-date.ts';
import { videoTexts } from '../video-texts.ts';
import { VideoAddModal } from './video-add-modal.tsx';
import { VideoTitleModal } from './video-title-modal.tsx';

/**
 * 'Edytuj wideo': the owner's videos with edit (the stacked 'Edytuj tytuł wideo') and delete
 * (D32, at once; the list reloads), and 'Dodaj kolejne wideo'. A loader shows while loading.
 */
export function VideosEditModal({
  freelancerId,
  close,
}: {
  freelancerId: number;
  close: () => void;
}) {
  const queryClient = useQueryClient();
  const videos = useQuery(videosQueryOptions(freelancerId));
  const removal = useMutation({
    mutationFn: deleteVideo,
    onError: (error) => console.error('Usunięcie wideo nie powiodło się', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
  const list = videos.data ?? [];

  const edit = (video: Video) =>
    openProfileModal({
      title: profileModalTitles.editVideo,
      size: 'md',
      render: ({ close: closeEdit }) => <VideoTitleModal video={video} close={closeEdit} />,
    });
  const add = () =>
    openProfileModal({
      title: profileModalTitles.addVideo,
      size: 'lg',
      render: ({ close: closeAdd }) => <VideoAddModal count={list.length} close={closeAdd} />,
    });

  return (
    <Stack gap="md">
      {videos.isPending ? (
        <Center h={120}>
          <Loader aria-label="Ładowanie" />
        </Center>
      ) : list.length === 0 ? (
        <Text c="dimmed">{videoTexts.ownerEmpty}</Text>
      ) : (
        <EditableList
          label="Twoje wideo"
          items={list}
          keyOf={(video) => video.id}
          editLabel={(video) => `Edytuj tytuł wideo: ${video.title}`}
          deleteLabel={(video) => `Usuń wideo: ${video.title}`}
          onEdit={edit}
          onDelete={(video) => removal.mutate(video.id)}
          deleting={removal.isPending ? (removal.variables ?? null) : null}
        >
          {(video) => (
            <Stack gap={0}>
              <Text fw={500} truncate="end">
                {video.title}
              </Text>
              <Text size="sm" c="dimmed">
                {formatVideoDate(video.date)}
              </Text>
            </Stack>
          )}
        </EditableList>
      )}
      <ListModalFoot
        addLabel="Dodaj kolejne wideo"
        onAdd={add}
        onClose={close}
        error={removal.error}
      />
    </Stack>
  );
}

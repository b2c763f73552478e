import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OwnerListActions } from '../components/owner-list-actions.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';
import { usePreload } from '../components/widget-loading.tsx';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { videosQueryOptions } from './api/videos-api.ts';
import {
  CarouselSuspense,
  LazyProfileCarousel,
  loadProfileCarousel,
} from './components/lazy-profile-carousel.tsx';
import { VideoCard } from './components/video-card.tsx';
import { carouselArrows } from './lib/carousel-position.ts';
import { openVideoAddModal, openVideosEditModal } from './open-video-modals.tsx';
import { videoTexts } from './video-texts.ts';

/**
 * 'Wideo' (spec document 2 section 2, D29): a carousel of the freelancer's videos, newest first,
 * one per view on a phone and two from a tablet on; the left arrow is disabled at the start and
 * the right one at the last position. The owner adds and edits (Edit only when there are videos).
 */
export function VideosSection({ freelancerId, isOwner }: SectionProps) {
  const videos = useQuery(videosQueryOptions(freelancerId));
  usePreload(loadProfileCarousel);
  useLoggedError('wideo', videos.error);
  const list = videos.data ?? [];

  const actions = isOwner ? (
    <OwnerListActions
      add={{
        label: profileModalTitles.addVideo,
        onClick: () => openVideoAddModal({ count: list.length }),
      }}
      edit={{
        label: profileModalTitles.editVideos,
        onClick: () => openVideosEditModal({ freelancerId }),
      }}
      count={list.length}
    />
  ) : null;

  return (
    <ProfileSection id="videos" title="Wideo" actions={actions}>
      {videos.isPending ? (
        <Skeleton h={180} radius="md" />
      ) : list.length === 0 ? (
        <Text c="dimmed">{isOwner ? videoTexts.ownerEmpty : videoTexts.visitorEmpty}</Text>
      ) : (
        <CarouselSuspense height={180}>
          <LazyProfileCarousel
            label="Wideo"
            slides={list.map((video) => ({
              key: video.id,
              label: video.title,
              content: <VideoCard video={video} />,
            }))}
            slideSize={{ base: '100%', sm: '50%' }}
            previousLabel="Poprzednie wideo"
            nextLabel="Następne wideo"
            arrows={(position, positions) => carouselArrows(position, positions - 1)}
          />
        </CarouselSuspense>
      )}
    </ProfileSection>
  );
}

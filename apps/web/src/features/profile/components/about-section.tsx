import type { AboutInfo } from '@handlowo/contract';
import { Box, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconVideoPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { aboutQueryOptions } from '../api/get-about.ts';
import { openAboutModal, openAddVideoModal } from '../edit-media/index.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { OwnerEditButton } from './owner-edit-button.tsx';
import { ProfileSection } from './profile-section.tsx';
import type { SectionProps } from './section-props.ts';

export const aboutTexts = {
  ownerEmpty: 'Nie uzupełniono danych o sobie',
  visitorEmpty: 'Nie dodano danych o sobie',
  // The spec writes 'krótie' (a typo, docs/copy.md).
  ownerNoVideo: 'Nagraj krótkie wideo o sobie',
  visitorNoVideo: 'Brak wideo',
} as const;

function hasText(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

function AboutBody({
  about,
  isOwner,
  onAddVideo,
}: {
  about: AboutInfo;
  isOwner: boolean;
  /** The owner's empty video prompt: opens 'Dodaj wideo o sobie'. */
  onAddVideo: () => void;
}) {
  const filled = hasText(about.about) || hasText(about.mainPassion);
  return (
    <Stack gap="md">
      {filled ? (
        <Stack gap="sm">
          {hasText(about.about) ? (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{about.about}</Text>
          ) : null}
          {hasText(about.mainPassion) ? (
            <div>
              <Title order={3} size="h5" mb={4}>
                Główna pasja
              </Title>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {about.mainPassion}
              </Text>
            </div>
          ) : null}
        </Stack>
      ) : (
        <Text c="dimmed">{isOwner ? aboutTexts.ownerEmpty : aboutTexts.visitorEmpty}</Text>
      )}
      {about.video ? (
        <Box
          component="video"
          controls
          preload="metadata"
          src={about.video}
          aria-label="Video o mnie"
          w="100%"
          mah={420}
          bg="black"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : isOwner ? (
        <Button
          variant="light"
          leftSection={<IconVideoPlus size={18} aria-hidden />}
          onClick={onAddVideo}
          w="fit-content"
          maw="100%"
        >
          {aboutTexts.ownerNoVideo}
        </Button>
      ) : (
        <Text c="dimmed">{aboutTexts.visitorNoVideo}</Text>
      )}
    </Stack>
  );
}

/** 'O mnie': the about text, the main passion and the video (spec document 2 section 2). */
export function AboutSection({ freelancerId, isOwner }: SectionProps) {
  const about = useQuery(aboutQueryOptions(freelancerId));
  useLoggedError('o mnie', about.error);
  const data = about.data;
  const edit = () => {
    if (data) openAboutModal({ freelancerId, about: data });
  };
  const addVideo = () => {
    if (data) openAddVideoModal({ freelancerId, about: data });
  };
  return (
    <ProfileSection
      id="about"
      title="O mnie"
      actions={
        isOwner && data ? <OwnerEditButton label={profileModalTitles.about} onClick={edit} /> : null
      }
    >
      {about.isPending ? (
        <Stack gap="xs">
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
        </Stack>
      ) : data ? (
        <AboutBody about={data} isOwner={isOwner} onAddVideo={addVideo} />
      ) : null}
    </ProfileSection>
  );
}

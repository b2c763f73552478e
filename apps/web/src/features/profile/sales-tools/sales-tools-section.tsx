import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OwnerAddButton } from '../components/owner-add-button.tsx';
import { OwnerEditButton } from '../components/owner-edit-button.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';
import { usePreload } from '../components/widget-loading.tsx';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { freelancerToolsQueryOptions } from './api/tools.ts';
import { LazyToolsCarousel, loadToolsCarousel } from './components/lazy-tools-carousel.tsx';
import { openAddToolsModal, openEditToolsModal } from './open-tools-modals.tsx';

/** The spec gives no empty state for tools; ours (docs/copy.md). */
export const toolsTexts = {
  ownerEmpty: 'Nie dodano jeszcze żadnych narzędzi sprzedażowych',
  visitorEmpty: 'Brak narzędzi sprzedażowych',
} as const;

/**
 * 'Narzędzia sprzedażowe' (spec document 2 section 2): the tools (D25) in a carousel; the owner
 * adds and edits them (Edit shows on an empty list too).
 */
export function SalesToolsSection({ freelancerId, isOwner }: SectionProps) {
  const tools = useQuery(freelancerToolsQueryOptions(freelancerId));
  usePreload(loadToolsCarousel);
  useLoggedError('narzędzia sprzedażowe', tools.error);
  const list = tools.data;

  return (
    <ProfileSection
      id="tools"
      title="Narzędzia sprzedażowe"
      actions={
        isOwner && list ? (
          <>
            <OwnerAddButton
              label={profileModalTitles.addTools}
              onClick={() => openAddToolsModal(list)}
            />
            <OwnerEditButton
              label={profileModalTitles.editTools}
              onClick={() => openEditToolsModal(list)}
            />
          </>
        ) : null
      }
    >
      {tools.isPending ? (
        <Skeleton h={120} />
      ) : !list ? null : list.length === 0 ? (
        <Text c="dimmed">{isOwner ? toolsTexts.ownerEmpty : toolsTexts.visitorEmpty}</Text>
      ) : (
        <LazyToolsCarousel tools={list} />
      )}
    </ProfileSection>
  );
}

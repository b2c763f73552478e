import { useQuery } from '@tanstack/react-query';
import { OwnerListActions } from '../components/owner-list-actions.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';
import { statesQueryOptions } from '../edit-details/api/location.ts';
import { HistoryCard, SectionItems } from '../item-list/section-items.tsx';
import { cityAndState } from '../item-location/item-location.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { formatPeriod } from '../month-range/months.ts';
import { experienceQueryOptions } from './experience-api.ts';
import { openAddExperienceModal, openExperienceListModal } from './open-experience-modals.tsx';

export const experienceTexts = {
  ownerEmpty: 'Nie uzupełniono danych o doświadczeniu',
  visitorEmpty: 'Brak danych o doświadczeniu',
} as const;

/** 'Doświadczenie' (spec document 2 section 2, D40): cards with the state's name from D16. */
export function ExperienceSection({ freelancerId, isOwner }: SectionProps) {
  const entries = useQuery(experienceQueryOptions(freelancerId));
  const states = useQuery(statesQueryOptions());
  useLoggedError('doświadczenie', entries.error);
  const count = entries.data?.length ?? 0;
  return (
    <ProfileSection
      id="experience"
      title="Doświadczenie"
      actions={
        isOwner ? (
          <OwnerListActions
            add={{ label: profileModalTitles.addExperience, onClick: openAddExperienceModal }}
            edit={{
              label: profileModalTitles.editExperiences,
              onClick: () => openExperienceListModal(freelancerId),
            }}
            count={count}
          />
        ) : null
      }
    >
      <SectionItems
        items={entries.data}
        pending={entries.isPending}
        empty={isOwner ? experienceTexts.ownerEmpty : experienceTexts.visitorEmpty}
        label="Doświadczenie"
        keyOf={(item) => item.id}
        render={(item) => (
          <HistoryCard
            title={item.jobTitle}
            organisation={item.companyName}
            period={formatPeriod(item.startDate, item.endDate)}
            location={cityAndState(item, states.data)}
          />
        )}
      />
    </ProfileSection>
  );
}

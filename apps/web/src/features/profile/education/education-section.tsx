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
import { educationQueryOptions } from './education-api.ts';
import { openAddEducationModal, openEducationListModal } from './open-education-modals.tsx';

export const educationTexts = {
  ownerEmpty: 'Nie uzupełniono danych o wykształceniu',
  visitorEmpty: 'Brak danych o wykształceniu',
} as const;

/** 'Wykształcenie' (spec document 2 section 2, D44): cards with the state's name from D16. */
export function EducationSection({ freelancerId, isOwner }: SectionProps) {
  const entries = useQuery(educationQueryOptions(freelancerId));
  const states = useQuery(statesQueryOptions());
  useLoggedError('wykształcenie', entries.error);
  const count = entries.data?.length ?? 0;
  return (
    <ProfileSection
      id="education"
      title="Wykształcenie"
      actions={
        isOwner ? (
          <OwnerListActions
            add={{ label: profileModalTitles.addEducation, onClick: openAddEducationModal }}
            edit={{
              label: profileModalTitles.editEducations,
              onClick: () => openEducationListModal(freelancerId),
            }}
            count={count}
          />
        ) : null
      }
    >
      <SectionItems
        items={entries.data}
        pending={entries.isPending}
        empty={isOwner ? educationTexts.ownerEmpty : educationTexts.visitorEmpty}
        label="Wykształcenie"
        keyOf={(item) => item.id}
        render={(item) => (
          <HistoryCard
            title={item.nameOfEducation}
            organisation={item.titleOfEducation}
            period={formatPeriod(item.startDate, item.endDate)}
            location={cityAndState(item.localization, states.data)}
          />
        )}
      />
    </ProfileSection>
  );
}

import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/features/auth/api/get-me.ts';
import { OwnerAddButton } from '../components/owner-add-button.tsx';
import { OwnerEditButton } from '../components/owner-edit-button.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { freelancerServicesQueryOptions } from './api/services.ts';
import { ServiceRow } from './components/service-row.tsx';
import { openAddServiceModal, openEditServicesModal } from './open-services-modals.tsx';

/** The spec gives no empty state for services; ours (docs/copy.md). */
export const servicesTexts = {
  ownerEmpty: 'Nie dodano jeszcze żadnych usług',
  visitorEmpty: 'Brak usług',
} as const;

/**
 * 'Usługi' (spec document 2 sections 2 and 6): the services (D26). The owner adds (D27) and
 * edits (B16); an admin viewing someone else's profile edits them too (D28). Edit shows on an
 * empty list as well.
 */
export function ServicesSection({ freelancerId, isOwner }: SectionProps) {
  const { data: viewer } = useUser();
  const services = useQuery(freelancerServicesQueryOptions(freelancerId));
  useLoggedError('usługi', services.error);
  const list = services.data;
  const canEdit = isOwner || viewer?.role === 'ADMIN';

  return (
    <ProfileSection
      id="services"
      title="Usługi"
      actions={
        list && canEdit ? (
          <>
            {isOwner ? (
              <OwnerAddButton
                label={profileModalTitles.addService}
                onClick={() => openAddServiceModal(list)}
              />
            ) : null}
            <OwnerEditButton
              label={profileModalTitles.editServices}
              onClick={() =>
                openEditServicesModal({ freelancerId, asOwner: isOwner, services: list })
              }
            />
          </>
        ) : null
      }
    >
      {services.isPending ? (
        <Skeleton h={80} />
      ) : !list ? null : list.length === 0 ? (
        <Text c="dimmed">{isOwner ? servicesTexts.ownerEmpty : servicesTexts.visitorEmpty}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Usługi"
        >
          {list.map((service) => (
            <ServiceRow key={service.activityId} service={service} />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

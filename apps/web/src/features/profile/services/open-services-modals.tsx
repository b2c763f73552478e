import type { FreelancerActivity } from '@handlowo/contract';
import { useProfileSave } from '../edit-details/api/use-profile-save.ts';
import { createDraft } from '../edit-details/lib/draft.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';
import { addService } from './api/services.ts';
import { AddServiceModal } from './components/add-service-modal.tsx';
import { EditServicesModal } from './components/edit-services-modal.tsx';

/** The owner's add modal from the section: the service is added at once (D27). */
function AddServiceAndSave({
  present,
  close,
}: {
  present: FreelancerActivity[];
  close: () => void;
}) {
  const save = useProfileSave(addService, close);
  return (
    <AddServiceModal
      present={present}
      submitLabel="Zapisz zmiany"
      onAdd={(activity, level) => save.mutate({ activityId: activity.id, level })}
      close={close}
      loading={save.isPending}
    />
  );
}

export function openAddServiceModal(present: FreelancerActivity[]): void {
  openProfileModal({
    title: profileModalTitles.addService,
    size: 'md',
    render: ({ close }) => <AddServiceAndSave present={present} close={close} />,
  });
}

export function openEditServicesModal(options: {
  freelancerId: number;
  asOwner: boolean;
  services: FreelancerActivity[];
}): void {
  const draft = createDraft(options.services);
  openProfileModal({
    title: profileModalTitles.editServices,
    render: ({ close }) => (
      <EditServicesModal
        freelancerId={options.freelancerId}
        asOwner={options.asOwner}
        draft={draft}
        close={close}
      />
    ),
  });
}

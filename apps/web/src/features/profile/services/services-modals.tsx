import type { FreelancerActivity } from '@handlowo/contract';
import { useProfileSave } from '../edit-details/api/use-profile-save.ts';
import { addService } from './api/services.ts';
import { AddServiceModal } from './components/add-service-modal.tsx';

export { EditServicesModal } from './components/edit-services-modal.tsx';

/** The owner's add modal from the section: the service is added at once (D27). */
export function AddServiceAndSave({
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

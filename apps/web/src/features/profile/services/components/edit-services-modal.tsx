import type { FreelancerActivity } from '@handlowo/contract';
import { Button, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useProfileSave } from '../../edit-details/api/use-profile-save.ts';
import { SortableList } from '../../edit-details/components/sortable-list.tsx';
import { type Draft, useDraft } from '../../edit-details/lib/draft.ts';
import { moveItem } from '../../edit-details/lib/list-order.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { saveServices } from '../api/services.ts';
import {
  type ServiceLevel,
  serviceLevelOptions,
  toActivitiesBody,
  withLevel,
  withService,
} from '../lib/service-list.ts';
import { AddServiceModal } from './add-service-modal.tsx';

interface EditServicesModalProps {
  freelancerId: number;
  /** The owner saves with B16; an admin editing someone else's services with D28. */
  asOwner: boolean;
  draft: Draft<FreelancerActivity[]>;
  close: () => void;
}

/**
 * 'Edytuj usługi': the services reordered by drag, re-levelled, removed and added (stacked 'Dodaj
 * usługę'), then saved together in the new order.
 */
export function EditServicesModal({ freelancerId, asOwner, draft, close }: EditServicesModalProps) {
  const [services, setServices] = useDraft(draft);
  const save = useProfileSave(saveServices, close);

  const openAdd = () =>
    openProfileModal({
      title: profileModalTitles.addService,
      size: 'md',
      render: ({ close: closeAdd }) => (
        <AddServiceModal
          present={draft.get()}
          onAdd={(activity, level) => {
            setServices((list) => withService(list, activity, level));
            closeAdd();
          }}
          close={closeAdd}
        />
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ freelancerId, asOwner, services: toActivitiesBody(services) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {services.length > 0 ? (
          <SortableList
            label="Lista usług"
            items={services}
            idOf={(service) => service.activityId}
            nameOf={(service) => service.name}
            onMove={(from, to) => setServices((list) => moveItem(list, from, to))}
            onRemove={(index) => setServices((list) => list.filter((_, i) => i !== index))}
            below={(service) => (
              // Under the name across the whole row: between the handle and the remove button a
              // phone left the select 150 px, which cut 'Wyższy średniozaawansowany' (issue 28).
              <Select
                aria-label={`Poziom: ${service.name}`}
                data={serviceLevelOptions}
                value={String(service.level)}
                allowDeselect={false}
                onChange={(value) => {
                  if (value)
                    setServices((list) =>
                      withLevel(list, service.activityId, Number(value) as ServiceLevel),
                    );
                }}
              />
            )}
          >
            {(service) => (
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {service.name}
              </Text>
            )}
          </SortableList>
        ) : (
          <Text c="dimmed">Brak</Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={openAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          Dodaj kolejną usługę
        </Button>
      </Stack>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

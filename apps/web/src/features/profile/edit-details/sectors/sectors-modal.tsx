import { profileMessages, type Sector } from '@handlowo/contract';
import { Button, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { typesOfSalesQueryOptions } from '@/features/onboarding/freelancer/api/get-types-of-sales.ts';
import { OptionCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { useProfileSave } from '../api/use-profile-save.ts';
import { SortableList } from '../components/sortable-list.tsx';
import { type Draft, useDraft } from '../lib/draft.ts';
import { moveItem } from '../lib/list-order.ts';
import { AddSectorsModal } from './add-sectors-modal.tsx';
import { saveSectors, TYPE_OF_SALES_QUESTION } from './save-sectors.ts';

export interface SectorsDraft {
  typeOfSales: string;
  sectors: Sector[];
}

interface SectorsModalProps {
  draft: Draft<SectorsDraft>;
  close: () => void;
}

/** 'Edytuj sektory': the type of sales and the sectors, reorderable by drag. */
export function SectorsModal({ draft, close }: SectorsModalProps) {
  const [choice, setChoice] = useDraft(draft);
  const [error, setError] = useState<string | null>(null);
  const typesOfSales = useQuery(typesOfSalesQueryOptions());
  const save = useProfileSave(saveSectors, close);
  const setSectors = (update: (sectors: Sector[]) => Sector[]) =>
    setChoice((current) => ({ ...current, sectors: update(current.sectors) }));

  const openAdd = () =>
    openProfileModal({
      title: profileModalTitles.addSectors,
      render: ({ close: closeAdd }) => (
        <AddSectorsModal
          chosen={draft.get().sectors}
          onConfirm={(sectors) => setSectors(() => sectors)}
          close={closeAdd}
        />
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice.typeOfSales) {
      setError(profileMessages.typeOfSalesRequired);
      return;
    }
    save.mutate({
      typeOfSales: choice.typeOfSales,
      sectorIds: choice.sectors.map((sector) => sector.id),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          label={TYPE_OF_SALES_QUESTION}
          value={choice.typeOfSales}
          onChange={(typeOfSales) => {
            setChoice((current) => ({ ...current, typeOfSales }));
            setError(null);
          }}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
            {(typesOfSales.data ?? []).map((option) => (
              <OptionCard
                key={option.typeOfSales}
                value={option.typeOfSales}
                title={option.description}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Sektory
          </Title>
          {choice.sectors.length > 0 ? (
            <SortableList
              label="Wybrane sektory"
              items={choice.sectors}
              idOf={(sector) => sector.id}
              nameOf={(sector) => sector.name}
              onMove={(from, to) => setSectors((list) => moveItem(list, from, to))}
              onRemove={(index) => setSectors((list) => list.filter((_, i) => i !== index))}
            >
              {(sector) => <Text>{sector.name}</Text>}
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
            Dodaj sektory
          </Button>
        </Stack>
      </Stack>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

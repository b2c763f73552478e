import type { Sector } from '@handlowo/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sectorsQueryOptions } from '@/features/onboarding/freelancer/api/get-sectors.ts';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { SearchableOptions } from '@/features/onboarding/shared/components/searchable-options.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { pickedItems } from '../lib/list-order.ts';

interface AddSectorsModalProps {
  /** The parent's list when this modal opened. */
  chosen: Sector[];
  onConfirm: (sectors: Sector[]) => void;
  close: () => void;
}

/** 'Dodaj sektory' (stacked): sectors toggled on and off, with the name search of step 8. */
export function AddSectorsModal({ chosen, onConfirm, close }: AddSectorsModalProps) {
  const sectors = useQuery(sectorsQueryOptions());
  const [picked, setPicked] = useState(() => chosen.map((sector) => sector.id));

  const confirm = (all: Sector[]) => {
    onConfirm(pickedItems(chosen, picked, all));
    close();
  };

  return (
    <AsyncContent query={sectors}>
      {(all) => (
        <Stack gap="md">
          <SearchableOptions
            items={all}
            nameOf={(sector) => sector.name}
            searchPlaceholder="Wpisz nazwę sektora"
            isSaved={(sector) => picked.includes(sector.id)}
          >
            {(visible) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {visible.map((sector) => (
                  <CheckCard
                    key={sector.id}
                    title={sector.name}
                    hint={sector.description || undefined}
                    checked={picked.includes(sector.id)}
                    onChange={() => setPicked((list) => toggleInOrder(list, sector.id))}
                  />
                ))}
              </SimpleGrid>
            )}
          </SearchableOptions>
          <ModalActions
            onCancel={close}
            submitLabel="Zatwierdź"
            onSubmit={() => confirm(all)}
            mt={0}
          />
        </Stack>
      )}
    </AsyncContent>
  );
}

import type { Sector } from '@handlowo/contract';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sectorsQueryOptions } from '@/features/onboarding/freelancer/api/get-sectors.ts';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { SearchableOptions } from '@/features/onboarding/shared/components/searchable-options.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { mergePicked } from '../lib/list-order.ts';

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
    const byId = new Map([...chosen, ...all].map((sector) => [sector.id, sector]));
    const order = mergePicked(
      chosen.map((sector) => sector.id),
      picked,
    );
    onConfirm(order.flatMap((id) => byId.get(id) ?? []));
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Anuluj
            </Button>
            <Button onClick={() => confirm(all)}>Zatwierdź</Button>
          </Group>
        </Stack>
      )}
    </AsyncContent>
  );
}

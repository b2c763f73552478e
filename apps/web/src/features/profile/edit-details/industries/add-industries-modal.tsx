import type { Industry, SubIndustry } from '@handlowo/contract';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { industriesQueryOptions } from '@/features/onboarding/freelancer/api/get-industries.ts';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import {
  NoSearchResults,
  SearchField,
} from '@/features/onboarding/shared/components/search-field.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { filterIndustries, pickedSubIndustries } from './industry-search.ts';

interface AddIndustriesModalProps {
  /** The parent's list when this modal opened. */
  chosen: SubIndustry[];
  onConfirm: (next: SubIndustry[]) => void;
  close: () => void;
}

/** 'Dodaj branże' (stacked): industries with checkable sub-industries and a name search. */
export function AddIndustriesModal({ chosen, onConfirm, close }: AddIndustriesModalProps) {
  const industries = useQuery(industriesQueryOptions());
  const [picked, setPicked] = useState(() => chosen.map((sub) => sub.id));
  const [query, setQuery] = useState('');

  const confirm = (all: Industry[]) => {
    onConfirm(pickedSubIndustries(chosen, picked, all));
    close();
  };

  return (
    <AsyncContent query={industries}>
      {(all) => {
        const visible = filterIndustries(all, query);
        return (
          <Stack gap="md">
            <SearchField placeholder="Wpisz nazwę branży" value={query} onChange={setQuery} />
            {visible.length === 0 ? <NoSearchResults /> : null}
            {visible.map((industry) => (
              <section key={industry.id} aria-label={industry.name}>
                <Title order={3} size="h5" mb="xs">
                  {industry.name}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {industry.subIndustries.map((sub) => (
                    <CheckCard
                      key={sub.id}
                      title={sub.name}
                      hint={sub.info || undefined}
                      checked={picked.includes(sub.id)}
                      onChange={() => setPicked((list) => toggleInOrder(list, sub.id))}
                    />
                  ))}
                </SimpleGrid>
              </section>
            ))}
            <Group justify="flex-end" gap="sm" mt="md">
              <Button variant="default" onClick={close}>
                Anuluj
              </Button>
              <Button onClick={() => confirm(all)}>Zatwierdź</Button>
            </Group>
          </Stack>
        );
      }}
    </AsyncContent>
  );
}

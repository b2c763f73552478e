import type { Industry, SubIndustry } from '@handlowo/contract';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { industriesQueryOptions } from '@/features/onboarding/freelancer/api/get-industries.ts';
import { IndustryGroups } from '@/features/onboarding/freelancer/components/industry-groups.tsx';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import {
  NoSearchResults,
  SearchField,
} from '@/features/onboarding/shared/components/search-field.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { pickedItems } from '../lib/list-order.ts';
import { filterIndustries } from './industry-search.ts';

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
    onConfirm(
      pickedItems(
        chosen,
        picked,
        all.flatMap((industry) => industry.subIndustries),
      ),
    );
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
            <IndustryGroups
              industries={visible}
              headingOrder={3}
              cardProps={(id) => ({
                checked: picked.includes(id),
                onChange: () => setPicked((list) => toggleInOrder(list, id)),
              })}
            />
            <ModalActions
              onCancel={close}
              submitLabel="Zatwierdź"
              onSubmit={() => confirm(all)}
              mt="md"
            />
          </Stack>
        );
      }}
    </AsyncContent>
  );
}

import { type SalesTool, toolLabel } from '@handlowo/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ToolLogo } from '@/features/onboarding/freelancer/components/tool-logo.tsx';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import {
  NoSearchResults,
  SearchField,
} from '@/features/onboarding/shared/components/search-field.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { toolCatalogueQueryOptions } from '../api/tools.ts';
import { addableToolGroups, appendTools } from '../lib/tool-picker.ts';

export interface AddToolsModalProps {
  /** The tools already selected when the modal opened: they are not offered again. */
  current: readonly SalesTool[];
  /** Called with the present tools followed by the ticked ones, only when one was ticked. */
  onConfirm: (tools: SalesTool[]) => void;
  close: () => void;
  submitLabel?: string;
  loading?: boolean;
}

/**
 * 'Dodaj narzędzia sprzedażowe': the catalogue (B17) minus the selected tools, grouped by kind
 * with a name search and checkboxes. Confirming with nothing ticked only closes.
 */
export function AddToolsModal({
  current,
  onConfirm,
  close,
  submitLabel,
  loading = false,
}: AddToolsModalProps) {
  const catalogue = useQuery(toolCatalogueQueryOptions());
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const selectedIds = current.map((tool) => tool.id);

  const confirm = () => {
    if (picked.length === 0 || !catalogue.data) {
      close();
      return;
    }
    onConfirm(appendTools(current, picked, catalogue.data));
  };

  return (
    <Stack gap="md">
      <AsyncContent query={catalogue}>
        {(all) => {
          const left = addableToolGroups(all, selectedIds, '');
          const groups = addableToolGroups(all, selectedIds, query);
          if (left.length === 0) {
            return <Text c="dimmed">Wszystkie narzędzia są już na liście</Text>;
          }
          return (
            <Stack gap="lg">
              <SearchField placeholder="Wpisz nazwę narzędzia" value={query} onChange={setQuery} />
              {groups.length === 0 ? <NoSearchResults /> : null}
              {groups.map((group) => (
                <section key={group.kind} aria-label={group.label}>
                  <Title order={3} size="h5" mb="xs">
                    {group.label}
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    {group.tools.map((tool) => (
                      <CheckCard
                        key={tool.id}
                        title={toolLabel(tool.toolName)}
                        icon={<ToolLogo toolName={tool.toolName} />}
                        checked={picked.includes(tool.id)}
                        onChange={() => setPicked((list) => toggleInOrder(list, tool.id))}
                      />
                    ))}
                  </SimpleGrid>
                </section>
              ))}
            </Stack>
          );
        }}
      </AsyncContent>
      <ModalActions
        onCancel={close}
        onSubmit={confirm}
        submitLabel={submitLabel}
        loading={loading}
        mt={0}
      />
    </Stack>
  );
}

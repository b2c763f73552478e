import type { LanguageLevel } from '@handlowo/contract';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { languagesQueryOptions, updateLanguages } from '../api/languages.ts';
import { useProfileSave } from '../api/use-profile-save.ts';
import { SortableList } from '../components/sortable-list.tsx';
import { type Draft, useDraft } from '../lib/draft.ts';
import { moveItem } from '../lib/list-order.ts';
import { AddLanguageModal } from './add-language-modal.tsx';
import {
  addLanguage,
  availableLanguages,
  type Level,
  languageLabel,
  levelOptions,
  removeLanguage,
  setLevel,
} from './language-list.ts';

interface LanguagesModalProps {
  draft: Draft<LanguageLevel[]>;
  close: () => void;
}

/**
 * 'Edytuj znajomość języków': languages are added, removed, re-levelled and reordered locally,
 * then saved together with D18 (spec document 2 section 4).
 */
export function LanguagesModal({ draft, close }: LanguagesModalProps) {
  const [list, setList] = useDraft(draft);
  const languages = useQuery(languagesQueryOptions());
  const save = useProfileSave(updateLanguages, close);
  const canAdd = languages.isSuccess && availableLanguages(languages.data, list).length > 0;

  const openAdd = () =>
    openProfileModal({
      title: profileModalTitles.addLanguage,
      size: 'md',
      render: ({ close: closeAdd }) => (
        <AddLanguageModal
          added={draft.get()}
          onAdd={(entry) => setList((current) => addLanguage(current, entry))}
          close={closeAdd}
        />
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(list);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {list.length > 0 ? (
          <SortableList
            label="Twoje języki"
            items={list}
            idOf={(entry) => entry.language}
            nameOf={(entry) => languageLabel(entry.language)}
            onMove={(from, to) => setList((current) => moveItem(current, from, to))}
            onRemove={(index) =>
              setList((current) => {
                const entry = current[index];
                return entry ? removeLanguage(current, entry.language) : current;
              })
            }
          >
            {(entry) => (
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text fw={500}>{languageLabel(entry.language)}</Text>
                <Select
                  aria-label={`Poziom: ${languageLabel(entry.language)}`}
                  data={levelOptions}
                  value={String(entry.level)}
                  allowDeselect={false}
                  w={120}
                  onChange={(value) => {
                    if (value)
                      setList((current) =>
                        setLevel(current, entry.language, Number(value) as Level),
                      );
                  }}
                />
              </Group>
            )}
          </SortableList>
        ) : (
          <Text c="dimmed">Brak</Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={openAdd}
          disabled={!canAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          Dodaj język
        </Button>
      </Stack>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

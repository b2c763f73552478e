import { type LanguageLevel, LanguagesBody, profileMessages as m } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { languagesQueryOptions } from '../api/languages.ts';
import { SelectField } from '../components/select-field.tsx';
import { availableLanguages, levelOptions } from './language-list.ts';

const entry = LanguagesBody.element.shape;
export const AddLanguageForm = z.object({
  language: z.string().pipe(entry.language),
  level: z.string().min(1, m.levelRequired).transform(Number).pipe(entry.level),
});
type AddLanguageFormInput = z.input<typeof AddLanguageForm>;
type AddLanguageFormValues = z.output<typeof AddLanguageForm>;

interface AddLanguageModalProps {
  /** The parent's list when this modal opened: only other languages can be chosen. */
  added: LanguageLevel[];
  onAdd: (entry: LanguageLevel) => void;
  close: () => void;
}

/** 'Dodaj język' (stacked): a language not yet added and its level. */
export function AddLanguageModal({ added, onAdd, close }: AddLanguageModalProps) {
  const languages = useQuery(languagesQueryOptions());
  const { control, handleSubmit } = useForm<AddLanguageFormInput, unknown, AddLanguageFormValues>({
    resolver: zodResolver(AddLanguageForm),
    mode: 'onChange',
    defaultValues: { language: '', level: '' },
  });

  return (
    <form
      onSubmit={(event) => {
        // The parent modal's form must not see this submit.
        event.stopPropagation();
        void handleSubmit((values) => {
          onAdd(values);
          close();
        })(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <SelectField
          control={control}
          name="language"
          label="Język"
          required
          data={availableLanguages(languages.data ?? [], added)}
        />
        <SelectField control={control} name="level" label="Poziom" required data={levelOptions} />
      </Stack>
      <ModalActions onCancel={close} submitLabel="Dodaj" />
    </form>
  );
}

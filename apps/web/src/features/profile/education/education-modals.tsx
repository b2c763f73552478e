import type { Education, EducationBody, StateOption } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/index.ts';
import { statesQueryOptions } from '../edit-details/api/location.ts';
import { useProfileSave } from '../edit-details/api/use-profile-save.ts';
import { ItemFormShell } from '../item-list/item-form-shell.tsx';
import { ItemListModal } from '../item-list/item-list-modal.tsx';
import { cityAndState } from '../item-location/item-location.ts';
import { ItemLocationFields } from '../item-location/item-location-fields.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';
import { MonthRangeFields, type PeriodLabels } from '../month-range/month-range-fields.tsx';
import { formatPeriod } from '../month-range/months.ts';
import {
  addEducation,
  deleteEducation,
  educationQueryOptions,
  updateEducation,
} from './education-api.ts';
import { EducationForm, type EducationFormInput, educationDefaults } from './education-form.ts';

const periodLabels: PeriodLabels = {
  start: 'rozpoczęcia',
  end: 'zakończenia',
  ongoing: 'W trakcie nauki',
};

/** The add modal (no `saved`) or the edit modal of one entry (D45 or D46). */
export function EducationFormModal({ saved, close }: { saved?: Education; close: () => void }) {
  const save = useProfileSave(
    (body: EducationBody) => (saved ? updateEducation(saved.id, body) : addEducation(body)),
    close,
  );
  const form = useForm<EducationFormInput, unknown, EducationBody>({
    resolver: zodResolver(EducationForm),
    mode: 'onChange',
    defaultValues: educationDefaults(saved),
  });
  return (
    <ItemFormShell
      form={form}
      onSave={(body) => save.mutate(body)}
      pending={save.isPending}
      error={save.error}
      close={close}
      submitLabel={saved ? undefined : 'Dodaj'}
    >
      <EducationFields />
    </ItemFormShell>
  );
}

function EducationFields() {
  const { control } = useFormContext<EducationFormInput>();
  return (
    <>
      <TextField control={control} name="nameOfEducation" label="Kierunek" required />
      <TextField control={control} name="titleOfEducation" label="Szkoła lub uczelnia" required />
      <ItemLocationFields />
      <MonthRangeFields labels={periodLabels} />
    </>
  );
}

export function openEducationFormModal(saved?: Education): void {
  openProfileModal({
    title: saved ? profileModalTitles.editEducation : profileModalTitles.addEducation,
    render: ({ close }) => <EducationFormModal saved={saved} close={close} />,
  });
}

/** The lines of an entry: institution, period, 'City, State'. */
export function educationDetails(
  item: Education,
  states: readonly StateOption[] | undefined,
): string[] {
  return [
    item.titleOfEducation,
    formatPeriod(item.startDate, item.endDate),
    cityAndState(item.localization, states),
  ];
}

/** 'Edytuj wykształcenie': the owner's entries with edit and delete, and add. */
export function EducationListModal({
  freelancerId,
  close,
}: {
  freelancerId: number;
  close: () => void;
}) {
  const entries = useQuery(educationQueryOptions(freelancerId));
  const states = useQuery(statesQueryOptions());
  return (
    <ItemListModal
      items={entries.data}
      listLabel="Twoje wykształcenie"
      idOf={(item) => item.id}
      nameOf={(item) => item.nameOfEducation}
      detailsOf={(item) => educationDetails(item, states.data)}
      onEdit={(item) => openEducationFormModal(item)}
      remove={(item) => deleteEducation(item.id)}
      addLabel="Dodaj kolejną szkołę lub uczelnię"
      onAdd={() => openEducationFormModal()}
      close={close}
    />
  );
}

import type { StateOption, WorkExperience, WorkExperienceBody } from '@handlowo/contract';
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
  addExperience,
  deleteExperience,
  experienceQueryOptions,
  updateExperience,
} from './experience-api.ts';
import { ExperienceForm, type ExperienceFormInput, experienceDefaults } from './experience-form.ts';

const periodLabels: PeriodLabels = {
  start: 'rozpoczęcia',
  end: 'zakończenia',
  ongoing: 'Obecnie tu pracuję',
};

/** The add modal (no `saved`) or the edit modal of one entry (D41 or D42). */
export function ExperienceFormModal({
  saved,
  close,
}: {
  saved?: WorkExperience;
  close: () => void;
}) {
  const save = useProfileSave(
    (body: WorkExperienceBody) => (saved ? updateExperience(saved.id, body) : addExperience(body)),
    close,
  );
  const form = useForm<ExperienceFormInput, unknown, WorkExperienceBody>({
    resolver: zodResolver(ExperienceForm),
    mode: 'onChange',
    defaultValues: experienceDefaults(saved),
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
      <ExperienceFields />
    </ItemFormShell>
  );
}

function ExperienceFields() {
  const { control } = useFormContext<ExperienceFormInput>();
  return (
    <>
      <TextField control={control} name="jobTitle" label="Stanowisko" required />
      <TextField control={control} name="companyName" label="Firma" required />
      <ItemLocationFields />
      <MonthRangeFields labels={periodLabels} />
    </>
  );
}

export function openExperienceFormModal(saved?: WorkExperience): void {
  openProfileModal({
    title: saved ? profileModalTitles.editExperience : profileModalTitles.addExperience,
    render: ({ close }) => <ExperienceFormModal saved={saved} close={close} />,
  });
}

/** The lines of an entry: company, period, 'City, State'. */
export function experienceDetails(
  item: WorkExperience,
  states: readonly StateOption[] | undefined,
): string[] {
  return [item.companyName, formatPeriod(item.startDate, item.endDate), cityAndState(item, states)];
}

/** 'Edytuj doświadczenie': the owner's entries with edit and delete, and add. */
export function ExperienceListModal({
  freelancerId,
  close,
}: {
  freelancerId: number;
  close: () => void;
}) {
  const entries = useQuery(experienceQueryOptions(freelancerId));
  const states = useQuery(statesQueryOptions());
  return (
    <ItemListModal
      items={entries.data}
      listLabel="Twoje doświadczenie"
      idOf={(item) => item.id}
      nameOf={(item) => item.jobTitle}
      detailsOf={(item) => experienceDetails(item, states.data)}
      onEdit={(item) => openExperienceFormModal(item)}
      remove={(item) => deleteExperience(item.id)}
      addLabel="Dodaj kolejne doświadczenie"
      onAdd={() => openExperienceFormModal()}
      close={close}
    />
  );
}

import {
  type Certificate,
  type CertificateBody,
  CertificateType,
  certificateType,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/index.ts';
import { useProfileSave } from '../edit-details/api/use-profile-save.ts';
import { ItemFormShell } from '../item-list/item-form-shell.tsx';
import { ItemListModal } from '../item-list/item-list-modal.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';
import { MonthRangeFields, type PeriodLabels } from '../month-range/month-range-fields.tsx';
import { certificateDateLines, NO_EXPIRY_LABEL } from './certificate-dates.ts';
import {
  CertificateForm,
  type CertificateFormInput,
  certificateDefaults,
} from './certificate-form.ts';
import {
  addCertificate,
  certificatesQueryOptions,
  deleteCertificate,
  updateCertificate,
} from './certificates-api.ts';

const periodLabels: PeriodLabels = {
  start: 'uzyskania',
  end: 'wygaśnięcia',
  ongoing: NO_EXPIRY_LABEL,
};

/** The add modal (no `saved`) or the edit modal of one certificate (D22 or D23). */
export function CertificateFormModal({ saved, close }: { saved?: Certificate; close: () => void }) {
  const save = useProfileSave(
    (body: CertificateBody) => (saved ? updateCertificate(saved.id, body) : addCertificate(body)),
    close,
  );
  const form = useForm<CertificateFormInput, unknown, CertificateBody>({
    resolver: zodResolver(CertificateForm),
    mode: 'onChange',
    defaultValues: certificateDefaults(saved),
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
      <CertificateFields />
    </ItemFormShell>
  );
}

/** The certificate's own fields; the form comes from ItemFormShell's provider. */
function CertificateFields() {
  const { control } = useFormContext<CertificateFormInput>();
  const type = useController({ control, name: 'certificateType' });
  const typeLabelId = useId();
  return (
    <>
      <TextField control={control} name="name" label="Nazwa" required />
      <TextField control={control} name="info" label="Wystawca" required />
      <Stack gap={4}>
        <Input.Label id={typeLabelId}>Rodzaj</Input.Label>
        <SegmentedControl
          role="radiogroup"
          aria-labelledby={typeLabelId}
          fullWidth
          value={type.field.value}
          onChange={(next) => type.field.onChange(CertificateType.parse(next))}
          data={certificateType.keys.map((key) => ({
            value: key,
            label: certificateType.labels[key],
          }))}
        />
      </Stack>
      <MonthRangeFields labels={periodLabels} />
    </>
  );
}

export function openCertificateFormModal(saved?: Certificate): void {
  openProfileModal({
    title: saved ? profileModalTitles.editCertificate : profileModalTitles.addCertificate,
    render: ({ close }) => <CertificateFormModal saved={saved} close={close} />,
  });
}

/** 'Edytuj licencje i certyfikaty': the owner's certificates with edit and delete, and add. */
export function CertificatesListModal({
  freelancerId,
  close,
}: {
  freelancerId: number;
  close: () => void;
}) {
  const certificates = useQuery(certificatesQueryOptions(freelancerId));
  return (
    <ItemListModal
      items={certificates.data}
      listLabel="Twoje licencje i certyfikaty"
      idOf={(item) => item.id}
      nameOf={(item) => item.name}
      detailsOf={(item) => [
        `${item.info} · ${certificateType.labels[item.certificateType]}`,
        ...certificateDateLines(item),
      ]}
      onEdit={(item) => openCertificateFormModal(item)}
      remove={(item) => deleteCertificate(item.id)}
      addLabel="Dodaj kolejną licencję lub certyfikat"
      onAdd={() => openCertificateFormModal()}
      close={close}
    />
  );
}

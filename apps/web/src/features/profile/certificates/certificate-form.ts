import {
  type Certificate,
  CertificateBody,
  type CertificateInput,
  CertificateType,
} from '@handlowo/contract';
import { z } from 'zod';
import { bodyCheckedForm } from '../month-range/body-checked-form.ts';
import {
  PeriodForm,
  type PeriodInput,
  periodDates,
  periodDefaults,
  periodFields,
} from '../month-range/period-form.ts';

/**
 * 'Dodaj licencję lub certyfikat' and 'Edytuj licencję lub certyfikat': name, issuer, type
 * (CERTIFICATE by default), the month of obtaining and the end month or 'no expiry'. Checked by
 * the contract's CertificateBody, whose output the form submits.
 */
const CertificateFields = z.object({
  name: z.string(),
  info: z.string(),
  certificateType: CertificateType,
  period: PeriodForm,
});
export type CertificateFormInput = z.input<typeof CertificateFields>;

/** The D22/D23 body of the form; no expiry leaves `endDate` out (API.md D22). */
export function certificateBody(values: CertificateFormInput): CertificateInput {
  const dates = periodDates(values.period);
  return {
    name: values.name,
    info: values.info,
    certificateType: values.certificateType,
    // '' while the pickers are incomplete: their own messages show, not the body's.
    dateOfObtaining: dates?.start ?? '',
    endDate: dates?.end ?? undefined,
  };
}

function fieldOf(path: readonly PropertyKey[], values: CertificateFormInput) {
  const [key] = path;
  if (key === 'dateOfObtaining' || key === 'endDate') {
    if (!periodDates(values.period)) return null;
    return key === 'endDate' ? periodFields.end : periodFields.start;
  }
  return key === undefined ? null : [key];
}

export const CertificateForm = bodyCheckedForm(
  CertificateFields,
  CertificateBody,
  certificateBody,
  fieldOf,
);

export function certificateDefaults(saved?: Certificate): CertificateFormInput {
  const period: PeriodInput = periodDefaults(saved?.dateOfObtaining, saved?.endDate);
  return {
    name: saved?.name ?? '',
    info: saved?.info ?? '',
    certificateType: saved?.certificateType ?? 'CERTIFICATE',
    period,
  };
}

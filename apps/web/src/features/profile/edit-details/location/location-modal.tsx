import { type FreelancerBar, WorkingArea, workingArea } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Input, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/index.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { countriesQueryOptions, saveLocation, statesQueryOptions } from '../api/location.ts';
import { useProfileSave } from '../api/use-profile-save.ts';
import { SelectField } from '../components/select-field.tsx';
import { capitalise } from '../lib/list-order.ts';
import {
  DEFAULT_COUNTRY,
  LocationForm,
  type LocationFormInput,
  type LocationFormValues,
  locationBodies,
  locationDefaults,
} from './location-form.ts';

interface LocationModalProps {
  bar: FreelancerBar;
  close: () => void;
}

/** D13 then D14: the location (country, state, optional city) and the service area. */
export function LocationModal({ bar, close }: LocationModalProps) {
  const save = useProfileSave((values: LocationFormValues) => {
    const { localization, area } = locationBodies(values);
    return saveLocation(localization, area);
  }, close);
  const { control, handleSubmit, setValue } = useForm<
    LocationFormInput,
    unknown,
    LocationFormValues
  >({
    resolver: zodResolver(LocationForm),
    mode: 'onChange',
    defaultValues: locationDefaults(bar),
  });
  const country = useWatch({ control, name: 'country' });
  const area = useController({ control, name: 'workingArea' });
  const areaLabelId = useId();

  const countries = useQuery(countriesQueryOptions());
  // The voivodeships belong to Poland: they load once Poland is the country.
  const states = useQuery({ ...statesQueryOptions(), enabled: country === DEFAULT_COUNTRY });
  // Poland first whatever the answer's order (spec document 2 section 3).
  const countryOptions = [...(countries.data ?? [])]
    .sort((a, b) => Number(b.name === DEFAULT_COUNTRY) - Number(a.name === DEFAULT_COUNTRY))
    .map((option) => ({ value: option.name, label: option.description }));
  const stateOptions =
    country === DEFAULT_COUNTRY
      ? (states.data ?? []).map((option) => ({
          value: option.state,
          label: capitalise(option.description),
        }))
      : [];

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
      <Fieldset variant="unstyled" disabled={save.isPending}>
        <Stack gap="md">
          <SelectField
            control={control}
            name="country"
            label="Kraj"
            required
            data={countryOptions}
            // A state belongs to its country: another country clears it.
            onValueChange={(next) => {
              if (next !== country) setValue('state', '');
            }}
          />
          <SelectField
            control={control}
            name="state"
            label="Województwo"
            required
            searchable
            data={stateOptions}
          />
          <TextField control={control} name="city" label="Miasto" autoComplete="address-level2" />
          <Stack gap={4}>
            <Input.Label id={areaLabelId}>Zasięg świadczenia usług</Input.Label>
            <SegmentedControl
              role="radiogroup"
              aria-labelledby={areaLabelId}
              fullWidth
              value={area.field.value}
              onChange={(next) => {
                area.field.onChange(WorkingArea.parse(next));
                // Spec document 2 section 4: switching the area type clears its value.
                setValue('workingAreaValue', '');
              }}
              data={workingArea.keys.map((key) => ({ value: key, label: workingArea.labels[key] }))}
            />
          </Stack>
          <SelectField
            control={control}
            name="workingAreaValue"
            label="Obszar świadczenia usług"
            required
            searchable={area.field.value === 'STATE'}
            data={area.field.value === 'COUNTRY' ? countryOptions : stateOptions}
          />
        </Stack>
      </Fieldset>
      <ModalActions onCancel={close} loading={save.isPending} />
    </form>
  );
}

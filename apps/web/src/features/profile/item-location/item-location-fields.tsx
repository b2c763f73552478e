import { country, voivodeship } from '@handlowo/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/index.ts';
import { countriesQueryOptions, statesQueryOptions } from '../edit-details/api/location.ts';
import { SelectField } from '../edit-details/components/select-field.tsx';
import { DEFAULT_COUNTRY, type ItemLocationInput, stateName } from './item-location.ts';

type WithLocation = { location: ItemLocationInput };

/**
 * Country, voivodeship and city of an experience or education entry (spec document 2 section
 * 5): the country is Poland by default (D15), its voivodeships come from D16, the city is
 * required. Lives in a form under `location` (react-hook-form's FormProvider).
 */
export function ItemLocationFields() {
  const { control, setValue } = useFormContext<WithLocation>();
  const chosen = useWatch({ control, name: 'location.country' });
  const countries = useQuery(countriesQueryOptions());
  const states = useQuery({ ...statesQueryOptions(), enabled: chosen === DEFAULT_COUNTRY });

  // The contract's names stand in until the dictionaries answer, so a saved value shows at once.
  const countryOptions = (
    countries.data ?? country.keys.map((name) => ({ name, description: country.labels[name] }))
  ).map((option) => ({ value: option.name, label: option.description }));
  const stateOptions =
    chosen === DEFAULT_COUNTRY
      ? (
          states.data ??
          voivodeship.keys.map((state) => ({ state, description: voivodeship.labels[state] }))
        ).map((option) => ({
          value: option.state,
          label: stateName(option.state, states.data),
        }))
      : [];

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SelectField
          control={control}
          name="location.country"
          label="Kraj"
          required
          data={countryOptions}
          // A voivodeship belongs to its country: another country clears it.
          onValueChange={(next) => {
            if (next !== chosen) setValue('location.state', '');
          }}
        />
        <SelectField
          control={control}
          name="location.state"
          label="Województwo"
          required
          searchable
          data={stateOptions}
        />
      </SimpleGrid>
      <TextField
        control={control}
        name="location.city"
        label="Miasto"
        required
        autoComplete="address-level2"
      />
    </Stack>
  );
}

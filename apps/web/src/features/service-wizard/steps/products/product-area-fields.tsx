import {
  country,
  SALES_AREA_KINDS,
  type SalesAreaKind,
  salesAreaKindLabels,
  withSalesArea,
} from '@handlowo/contract';
import { Autocomplete, Input, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { statesQueryOptions } from '@/features/profile/edit-details/api/location.ts';
import { polishCities } from './polish-cities.ts';
import { useProductFormContext } from './product-form-context.ts';
import { AreaSelect } from './product-inputs.tsx';
import { stateOptions } from './product-options.ts';

const countryOptions = country.keys.map((key) => ({ value: key, label: country.labels[key] }));

/**
 * The sales area (spec document 2 section 5): Kraj (only Polska), Województwo (D16, shown
 * capitalised) or Miasto (typed, large cities suggested). Choosing another kind clears all three
 * values, so a hidden value is never sent and the new one is asked for.
 */
export function ProductAreaFields() {
  const { control, setValue, clearErrors } = useProductFormContext();
  const area = useWatch({ control, name: 'area' });
  const states = useQuery({ ...statesQueryOptions(), enabled: area === 'STATE' });
  const labelId = useId();

  const choose = (next: string) => {
    const kind = SALES_AREA_KINDS.find((k) => k === next);
    if (!kind || kind === area) return;
    const cleared = withSalesArea({ area }, kind);
    const dirty = { shouldDirty: true };
    setValue('area', cleared.area, dirty);
    setValue('country', cleared.country, dirty);
    setValue('state', cleared.state, dirty);
    setValue('city', cleared.city, dirty);
    // The old area's message is about a field no longer shown.
    clearErrors(['country', 'state', 'city']);
  };

  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Input.Label id={labelId}>Obszar sprzedaży</Input.Label>
        <SegmentedControl
          role="radiogroup"
          aria-labelledby={labelId}
          fullWidth
          value={area}
          onChange={choose}
          data={SALES_AREA_KINDS.map((kind: SalesAreaKind) => ({
            value: kind,
            label: salesAreaKindLabels[kind],
          }))}
        />
      </Stack>
      {area === 'COUNTRY' ? (
        <AreaSelect name="country" label="Kraj" required data={countryOptions} />
      ) : area === 'STATE' ? (
        <AreaSelect
          name="state"
          label="Województwo"
          required
          searchable
          data={stateOptions(states.data)}
        />
      ) : (
        <CityInput />
      )}
    </Stack>
  );
}

function CityInput() {
  const { control } = useProductFormContext();
  const { field, fieldState } = useController({ control, name: 'city' });
  return (
    <Autocomplete
      label="Miasto"
      required
      placeholder="Wpisz nazwę miasta"
      autoComplete="off"
      data={polishCities}
      limit={8}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

import { Checkbox, Fieldset, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../edit-details/components/select-field.tsx';
import { endYears, monthOptions, startYears, yearOptions } from './months.ts';
import { defaultEndYear, type PeriodInput } from './period-form.ts';

type WithPeriod = { period: PeriodInput };

/**
 * What the range's ends are called in one form: start 'rozpoczęcia' gives the legend 'Data
 * rozpoczęcia' and the selects 'Miesiąc' and 'Rok', named 'Miesiąc rozpoczęcia' and 'Rok
 * rozpoczęcia' for screen readers (short visible labels fit two columns on a phone).
 */
export interface PeriodLabels {
  start: string;
  end: string;
  /** The 'ongoing' checkbox, e.g. 'Obecnie tu pracuję'. */
  ongoing: string;
}

const startYearOptions = yearOptions(startYears());

const legendStyles = { legend: { fontWeight: 600, marginBottom: 4 } } as const;

function FieldLabel({ text, end }: { text: string; end: string }) {
  return (
    <>
      {/* The space stays outside the hidden part: some name algorithms trim inside it. */}
      {text} <VisuallyHidden>{end}</VisuallyHidden>
    </>
  );
}

/**
 * Month and year pickers of a date range with the 'ongoing' checkbox (spec document 2 sections
 * 4 and 5): 'ongoing' hides and clears the end; the end years run from the start year to the
 * start year plus 60. Every year list is ascending (issue 28). Lives in a form under `period`
 * (react-hook-form's FormProvider).
 */
export function MonthRangeFields({ labels }: { labels: PeriodLabels }) {
  const { control, setValue, getValues, clearErrors } = useFormContext<WithPeriod>();
  const startYear = useWatch({ control, name: 'period.startYear' });
  const ongoing = useController({ control, name: 'period.ongoing' });

  return (
    <Stack gap="sm">
      <Fieldset variant="unstyled" legend={`Data ${labels.start}`} styles={legendStyles}>
        <SimpleGrid cols={2} spacing="sm">
          <SelectField
            control={control}
            name="period.startMonth"
            label={<FieldLabel text="Miesiąc" end={labels.start} />}
            required
            data={monthOptions}
          />
          <SelectField
            control={control}
            name="period.startYear"
            label={<FieldLabel text="Rok" end={labels.start} />}
            required
            searchable
            data={startYearOptions}
            // An end year before the new start year is no longer a choice: it is cleared.
            onValueChange={(next) => {
              const end = getValues('period.endYear');
              if (end && next && Number(end) < Number(next)) setValue('period.endYear', '');
            }}
          />
        </SimpleGrid>
      </Fieldset>
      <Checkbox
        label={labels.ongoing}
        name={ongoing.field.name}
        ref={ongoing.field.ref}
        checked={ongoing.field.value}
        onBlur={ongoing.field.onBlur}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          ongoing.field.onChange(checked);
          if (checked) {
            setValue('period.endMonth', '');
            setValue('period.endYear', '');
            clearErrors(['period.endMonth', 'period.endYear']);
          } else if (!getValues('period.endYear')) {
            // The end pickers come back like a new entry's: the current year preselected.
            setValue('period.endYear', defaultEndYear(getValues('period.startYear')));
          }
        }}
      />
      {ongoing.field.value ? null : (
        <Fieldset variant="unstyled" legend={`Data ${labels.end}`} styles={legendStyles}>
          <SimpleGrid cols={2} spacing="sm">
            <SelectField
              control={control}
              name="period.endMonth"
              label={<FieldLabel text="Miesiąc" end={labels.end} />}
              required
              data={monthOptions}
            />
            <SelectField
              control={control}
              name="period.endYear"
              label={<FieldLabel text="Rok" end={labels.end} />}
              required
              searchable
              data={yearOptions(endYears(startYear))}
            />
          </SimpleGrid>
        </Fieldset>
      )}
    </Stack>
  );
}

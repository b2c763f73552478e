// Mantine's sheets of the components only this modal uses (app/mantine-styles.ts lists the rest).
import '@mantine/core/styles/NumberInput.css';
import '@mantine/dates/styles.css';
// The date picker's Polish month and day names (DatesProvider's `locale: 'pl'`, base-provider.tsx).
import 'dayjs/locale/pl';
import {
  AMOUNT_MAX,
  ORDER_PERIODS,
  orderPeriodLabels,
  SERVICE_DESCRIPTION_MAX,
} from '@handlowo/contract';
import { Group, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { TextareaField } from '@/components/form/textarea-field.tsx';
import classes from './choice-card.module.css';
import { calendarAriaLabels, LAST_START_DATE, todayDate } from './service-dates.ts';
import type { ServiceControl } from './service-form.ts';

/** Tab '02 Określ szczegóły': amount, period, start date and description. */
export function ServiceDetailsFields({ control }: { control: ServiceControl }) {
  const dateId = useId();
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Ilość"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldState.error?.message}
            allowDecimal={false}
            allowNegative={false}
            // No clamping: 0 stays 0, so the spec's "greater than 0" message can say why.
            clampBehavior="none"
            max={AMOUNT_MAX}
            thousandSeparator=" "
            hideControls
            inputMode="numeric"
            rightSection={
              <Text size="sm" c="dimmed">
                szt.
              </Text>
            }
            rightSectionPointerEvents="none"
          />
        )}
      />
      <Controller
        control={control}
        name="period"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Okres"
            required
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={fieldState.error?.message}
          >
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt="xs">
              {ORDER_PERIODS.map((period) => (
                // A radio (role and aria-checked) with a dot and a marked card when chosen.
                <Radio.Card
                  key={period}
                  value={String(period)}
                  radius="md"
                  p="xs"
                  className={classes.card}
                  onBlur={field.onBlur}
                >
                  <Group gap="xs" wrap="nowrap" justify="center">
                    <Radio.Indicator size="sm" />
                    <Text size="sm" fw={500}>
                      {orderPeriodLabels[period]}
                    </Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="startDate"
        render={({ field, fieldState }) => (
          // Here, not in the app's providers: the date picker is the only user of @mantine/dates,
          // which then stays out of every other screen's bundle.
          <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
            <DatePickerInput
              label="Data rozpoczęcia"
              placeholder="Wybierz datę"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              valueFormat="D MMMM YYYY"
              minDate={todayDate()}
              maxDate={LAST_START_DATE}
              ariaLabels={calendarAriaLabels}
              leftSection={<IconCalendar size={18} aria-hidden />}
              leftSectionPointerEvents="none"
              id={dateId}
              // The calendar is a dialog labelled by its field's button: both need the same id.
              popoverProps={{ id: dateId }}
            />
          </DatesProvider>
        )}
      />
      <TextareaField
        control={control}
        name="description"
        max={SERVICE_DESCRIPTION_MAX}
        label="Dodatkowe informacje"
        required
        maxRows={8}
      />
    </Stack>
  );
}

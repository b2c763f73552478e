import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { MonthRangeFields } from './month-range-fields.tsx';
import { type PeriodInput, periodDefaults } from './period-form.ts';

const labels = { start: 'rozpoczęcia', end: 'zakończenia', ongoing: 'Obecnie tu pracuję' };

function Fields({ period }: { period: PeriodInput }) {
  const form = useForm<{ period: PeriodInput }>({ defaultValues: { period } });
  return (
    <FormProvider {...form}>
      <MonthRangeFields labels={labels} />
    </FormProvider>
  );
}

function renderFields(period: PeriodInput = periodDefaults()) {
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <Fields period={period} />
    </AppProvider>,
  );
  return user;
}

async function yearsOf(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  const selected = options.filter((o) => o.getAttribute('aria-selected') === 'true');
  await user.keyboard('{Escape}');
  return {
    years: options.map((o) => Number(o.textContent)),
    selected: selected.map((o) => o.textContent),
  };
}

const thisYear = new Date().getFullYear();

describe('the year pickers', () => {
  it('list the start years ascending, the current year selected in a new entry', async () => {
    const user = renderFields();
    expect(screen.getByRole('combobox', { name: /^Rok rozpoczęcia/ })).toHaveValue(
      String(thisYear),
    );
    const start = await yearsOf(user, /^Rok rozpoczęcia/);
    expect(start.years[0]).toBe(1990);
    expect(start.years.at(-1)).toBe(2050);
    expect(start.years).toEqual([...start.years].sort((a, b) => a - b));
    expect(start.selected).toEqual([String(thisYear)]);
  }, 20_000);

  it('list the end years ascending from the start year, the current year selected', async () => {
    const user = renderFields({
      startMonth: '3',
      startYear: '2019',
      endMonth: '',
      endYear: '',
      ongoing: true,
    });
    // Unchecking 'ongoing' brings the end pickers back with the current year chosen.
    await user.click(screen.getByRole('checkbox', { name: 'Obecnie tu pracuję' }));
    expect(screen.getByRole('combobox', { name: /^Rok zakończenia/ })).toHaveValue(
      String(thisYear),
    );
    const end = await yearsOf(user, /^Rok zakończenia/);
    expect(end.years[0]).toBe(2019);
    expect(end.years.at(-1)).toBe(2079);
    expect(end.years).toEqual([...end.years].sort((a, b) => a - b));
    expect(end.selected).toEqual([String(thisYear)]);
  }, 20_000);
});

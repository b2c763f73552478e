import { Radio, SimpleGrid } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { OptionCard } from './option-card.tsx';

export interface ChoiceOption {
  value: string;
  title: string;
  description?: string;
  hint?: string;
}

interface OptionCardsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  options: readonly ChoiceOption[];
  cols?: number;
}

/** A single-choice answer as a grid of option cards, bound to a react-hook-form field. */
export function OptionCardsField<T extends FieldValues>({
  control,
  name,
  options,
  cols = 2,
}: OptionCardsFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Radio.Group
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      name={field.name}
    >
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
        {options.map((option) => (
          <OptionCard key={option.value} {...option} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

import { Radio, SimpleGrid } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { OptionCard } from '@/features/onboarding/shared/components/option-card.tsx';
import type { ChoiceOption } from '@/features/onboarding/shared/components/option-cards-field.tsx';

interface ChoiceCardsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** The group's visible label (its accessible name). */
  label: string;
  options: readonly ChoiceOption[];
}

/** A labelled single choice of option cards with the schema's message under it. */
export function ChoiceCardsField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: ChoiceCardsFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Radio.Group
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      name={field.name}
      error={fieldState.error?.message}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {options.map((option) => (
          <OptionCard key={option.value} {...option} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

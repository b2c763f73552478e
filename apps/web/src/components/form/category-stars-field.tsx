import { type OpinionForm, type ReviewCategory, reviewCategory } from '@handlowo/contract';
import { Input, Rating, Stack } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';

/** Mantine's Rating adds a radio for 0 (no stars) before the five. */
const starLabel = (value: number) =>
  value === 0
    ? 'brak oceny'
    : value === 1
      ? '1 gwiazdka'
      : value < 5
        ? `${value} gwiazdki`
        : '5 gwiazdek';

/**
 * One category of the rating form (F16's and the client's, issue 27) in stars: a radio group
 * named by the category (Mantine Rating: a click on a star, or a radio focused by the arrows and
 * chosen with Enter or Space).
 */
export function CategoryStarsField({
  control,
  category,
}: {
  control: Control<OpinionForm>;
  category: ReviewCategory;
}) {
  const idPrefix = useId();
  return (
    <Controller
      control={control}
      name={`scores.${category}`}
      render={({ field, fieldState }) => {
        const labelId = `${idPrefix}-${category}`;
        const errorId = `${labelId}-error`;
        return (
          <Stack
            gap={4}
            role="radiogroup"
            aria-labelledby={labelId}
            aria-describedby={fieldState.error ? errorId : undefined}
            aria-required
          >
            <Input.Label id={labelId} required>
              {reviewCategory.labels[category]}
            </Input.Label>
            <Rating
              ref={field.ref}
              name={`${idPrefix}-${category}-stars`}
              value={field.value}
              onChange={field.onChange}
              getSymbolLabel={(value) => `${reviewCategory.labels[category]}: ${starLabel(value)}`}
              size="lg"
              // Enter chooses the focused star; it must not also submit the form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
            {fieldState.error ? (
              <Input.Error id={errorId}>{fieldState.error.message}</Input.Error>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}

/** Where a limited field's counter goes: under the input, above the error. */
const COUNTER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * The counter under every text field with a length limit: '12 / 250', right-aligned, red once
 * the text is longer than allowed (the form's message then says so). Spread into a Mantine input.
 */
export function characterCount(value: string, max: number) {
  const over = value.length > max;
  return {
    description: `${value.length} / ${max}`,
    inputWrapperOrder: COUNTER_ORDER,
    styles: {
      description: {
        textAlign: 'right' as const,
        color: over ? 'var(--mantine-color-error)' : undefined,
      },
    },
  };
}

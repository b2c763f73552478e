import { Box, Rating } from '@mantine/core';

const oneDecimal = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** '4,5' */
export function formatScore(score: number): string {
  return oneDecimal.format(score);
}

/**
 * A read-only five-star rating with fractions. The stars are one image for assistive technology
 * ('Ocena 4,5 na 5'); Mantine's read-only Rating draws no inputs.
 */
export function Stars({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Box role="img" aria-label={`Ocena ${formatScore(value)} na 5`} display="inline-flex">
      <Rating value={value} fractions={10} readOnly size={size} />
    </Box>
  );
}

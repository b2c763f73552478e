import { Box, Rating } from '@mantine/core';
import { formatScore } from '../lib/detail-texts.ts';

/**
 * A read-only score in stars with fractions, one image for assistive technology
 * ('Ocena 4,5 na 5'); Mantine's read-only Rating draws no inputs.
 */
export function ScoreStars({ value }: { value: number }) {
  return (
    <Box role="img" aria-label={`Ocena ${formatScore(value)} na 5`} display="inline-flex">
      <Rating value={value} fractions={10} readOnly size="sm" />
    </Box>
  );
}

import { PAGE_SIZES, type PageSize } from '@handlowo/contract';
import { NativeSelect } from '@mantine/core';
import { tableTexts } from '../lib/texts.ts';

/** The page-size picker: the spec's options 3, 5, 10, 30, 50. */
export function PageSizePicker({
  size,
  onChange,
}: {
  size: PageSize;
  onChange: (size: PageSize) => void;
}) {
  return (
    <NativeSelect
      label={tableTexts.pageSize}
      data={PAGE_SIZES.map(String)}
      value={String(size)}
      onChange={(event) => {
        const next = PAGE_SIZES.find((option) => String(option) === event.currentTarget.value);
        if (next) onChange(next);
      }}
      w="11rem"
    />
  );
}

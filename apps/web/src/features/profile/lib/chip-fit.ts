/**
 * How many chips of a wrapping row fit into `lines` lines of `containerWidth` when the chips that
 * do not fit are replaced by one '+N' chip (spec document 2 section 9: sub-industries in 2 lines
 * of 240 px with a '+N' remainder). Chips wider than the line are capped to it (they ellipsize).
 * Always shows at least one chip when there is any, so the '+N' never stands alone.
 */
export interface ChipFitOptions {
  containerWidth: number;
  gap: number;
  lines: number;
  /** The width of the '+N' chip for `hidden` chips left out. */
  moreWidth: (hidden: number) => number;
}

export function visibleChipCount(widths: readonly number[], options: ChipFitOptions): number {
  const { containerWidth, lines, moreWidth } = options;
  // Not measured yet (no layout, e.g. before the first paint): show everything.
  if (containerWidth <= 0) return widths.length;
  for (let shown = widths.length; shown > 1; shown -= 1) {
    const hidden = widths.length - shown;
    const row = widths.slice(0, shown);
    if (hidden > 0) row.push(moreWidth(hidden));
    if (linesNeeded(row, options) <= lines) return shown;
  }
  return Math.min(1, widths.length);
}

/** Greedy wrapping, as flex-wrap lays out the row. */
export function linesNeeded(
  widths: readonly number[],
  { containerWidth, gap }: Pick<ChipFitOptions, 'containerWidth' | 'gap'>,
): number {
  let lines = 0;
  let used = 0;
  for (const raw of widths) {
    const width = Math.min(raw, containerWidth);
    if (lines === 0 || used + gap + width > containerWidth) {
      lines += 1;
      used = width;
    } else {
      used += gap + width;
    }
  }
  return lines;
}

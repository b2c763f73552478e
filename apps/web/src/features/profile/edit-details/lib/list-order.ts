/** Moves the item at `from` to `to`, shifting the ones between (a drag-and-drop reorder). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/**
 * The list after a pick in an "add" modal: items still picked keep their place, newly picked ones
 * follow in the order given, unpicked ones leave.
 */
export function mergePicked(current: readonly number[], picked: readonly number[]): number[] {
  const kept = current.filter((id) => picked.includes(id));
  return [...kept, ...picked.filter((id) => !kept.includes(id))];
}

/**
 * The parent's new list of items after an "add" modal (mergePicked's order), each item taken from
 * the current list or the full catalogue `all`.
 */
export function pickedItems<T extends { id: number }>(
  current: readonly T[],
  picked: readonly number[],
  all: readonly T[],
): T[] {
  const byId = new Map([...current, ...all].map((item) => [item.id, item]));
  return mergePicked(
    current.map((item) => item.id),
    picked,
  ).flatMap((id) => byId.get(id) ?? []);
}

/** First letter upper-case ('dolnośląskie' -> 'Dolnośląskie'; the states come lower-case). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl') + text.slice(1);
}

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

/** First letter upper-case ('dolnośląskie' -> 'Dolnośląskie'; the states come lower-case). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl') + text.slice(1);
}

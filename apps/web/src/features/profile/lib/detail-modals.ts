type DetailModals = typeof import('../edit-details/index.ts');
type Opener = {
  [K in keyof DetailModals]: DetailModals[K] extends (args: never) => void ? K : never;
}[keyof DetailModals];

/**
 * Opens one of the person-block modals (features/profile/edit-details), loading their code on
 * the first click: the modals (forms, drag and drop) stay out of the page's own chunk, so the
 * profile (and every route test that loads it) starts faster. A failed load is only logged.
 */
export function openDetailModal<K extends Opener>(
  name: K,
  args: Parameters<DetailModals[K]>[0],
): void {
  import('../edit-details/index.ts')
    .then((modals) => (modals[name] as (value: typeof args) => void)(args))
    .catch((error: unknown) =>
      console.error(`Profil: nie udało się otworzyć okna (${name})`, error),
    );
}

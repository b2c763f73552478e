import type { ManagedUser } from './types.ts';

/*
 * The data-rights modals opened from the shell's user menu, the top bar and the admin tables,
 * and the admin's download, with their code loaded on the click: those screens are in the first load (ADR 011), the
 * data-rights code is not. A failed load is only logged, as for the profile's modals.
 */

const loadOpeners = () => import('./open-modals.tsx');

const logFailure = (error: unknown) => console.error('Nie udało się otworzyć okna', error);

/** 'Moje dane'; `onDeleted` is the caller's logout, run after the account's deletion. */
export function openMyData(onDeleted: () => void): void {
  loadOpeners()
    .then((openers) => openers.openMyDataModal({ onDeleted }))
    .catch(logFailure);
}

/** An admin's 'Pobierz dane' (the admin tables); resolves when saved or its failure shown. */
export function downloadUserData(userId: number): Promise<void> {
  return import('./download-export.ts').then((download) => download.downloadUserData(userId));
}

/** 'Usuń konto użytkownika' of the admin tables. */
export function openUserDeletion(user: ManagedUser): void {
  loadOpeners()
    .then((openers) => openers.openUserDeletionModal(user))
    .catch(logFailure);
}

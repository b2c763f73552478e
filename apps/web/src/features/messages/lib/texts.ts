import type { Role } from '@handlowo/contract';
import { type PluralForms, pluralForm } from '@/lib/plural.ts';

/** The Polish texts of 'Wiadomości' and the thread (ours, issue 26). */
export const messagesTexts = {
  title: 'Wiadomości',
  listLabel: 'Twoje rozmowy',
  loading: 'Ładowanie wiadomości',
  loadingList: 'Ładowanie rozmów',
  empty:
    'Nie masz jeszcze żadnych rozmów. Każde zlecenie ma swoją rozmowę: pojawi się tutaj, gdy będziesz jej uczestnikiem.',
  pickOne: 'Wybierz rozmowę z listy.',
  back: 'Wszystkie rozmowy',
  noMessages: 'Nie ma jeszcze wiadomości. Napisz pierwszą.',
  loadOlder: 'Wczytaj starsze',
  threadLabel: 'Wiadomości w rozmowie',
  edited: 'edytowano',
  read: 'przeczytane',
  hiddenNote: 'Ukryta przez zespół Handlowo: inni widzą tylko informację o ukryciu.',
  you: 'Ty',
  edit: 'Edytuj',
  delete: 'Usuń',
  hide: 'Ukryj',
  save: 'Zapisz',
  cancel: 'Anuluj',
  send: 'Wyślij',
  sendHint: 'Ctrl+Enter wysyła wiadomość',
  composerLabel: 'Treść wiadomości',
  editLabel: 'Nowa treść wiadomości',
  attach: 'Dodaj pliki',
  takePhoto: 'Zrób zdjęcie',
  attachmentsLabel: 'Załączniki do wysłania',
  removeFile: (name: string) => `Usuń załącznik ${name}`,
  download: (name: string) => `Pobierz ${name}`,
  downloadFailed: 'Nie udało się pobrać załącznika',
  readOnly:
    'Nie jesteś już uczestnikiem tej rozmowy: możesz czytać wiadomości z czasu Twojego udziału, ale nie możesz pisać.',
  notFound: 'Nie znaleziono rozmowy.',
  deleteQuestion: 'Usunąć tę wiadomość? Pozostali zobaczą w jej miejscu „usunięto wiadomość”.',
  hideQuestion:
    'Ukryć tę wiadomość? Jej autor i zespół Handlowo nadal ją zobaczą, pozostali zobaczą „wiadomość ukryta przez zespół Handlowo”.',
  deleted: 'Wiadomość została usunięta.',
  hidden: 'Wiadomość została ukryta.',
  openInMessages: 'Otwórz w Wiadomościach',
  orderLine: (number: number) => `Zlecenie nr ${number}`,
  noCompany: 'Firma bez nazwy',
  noMessagesYet: 'Brak wiadomości',
  embeddedTitle: 'Wiadomości',
  showConversation: 'Pokaż rozmowę',
  hideConversation: 'Zwiń rozmowę',
} as const;

/** Who wrote, next to the author's name ('Zespół Handlowo' already says it for admins). */
export const authorRoleLabels: Record<Role, string | null> = {
  INVESTOR: 'Inwestor',
  FREELANCER: 'Freelancer',
  ADMIN: null,
};

export { unreadText } from './nav-label.ts';

const characterForms: PluralForms = { one: 'znak', few: 'znaki', many: 'znaków' };

/** The composer's counter near the limit: 'Zostało 12 znaków', 'Za długa o 3 znaki'. */
export function charactersLeftText(left: number): string {
  const count = Math.abs(left);
  const noun = pluralForm(count, characterForms);
  return left < 0 ? `Wiadomość jest za długa o ${count} ${noun}` : `Pozostało ${count} ${noun}`;
}

import { counted, pluralNouns } from '../common/plural.ts';
import {
  MESSAGE_EDIT_MINUTES,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  MESSAGE_PAGE_MAX,
  MESSAGE_TEXT_MAX,
} from './limits.ts';

/** Polish texts of the conversations (issue 26): errors and what the thread shows in place. */
export const conversationMessages = {
  notFound: 'Nie znaleziono rozmowy',
  messageNotFound: 'Nie znaleziono wiadomości',
  attachmentNotFound: 'Nie znaleziono załącznika',
  textRequired: 'Wpisz treść wiadomości albo dodaj załącznik',
  textMax: `Wiadomość może mieć maksymalnie ${counted(MESSAGE_TEXT_MAX, pluralNouns.character)}`,
  textInvalid: 'Wiadomość zawiera niedozwolone znaki',
  editTextRequired: 'Wpisz treść wiadomości',
  readOnly: 'Nie jesteś już uczestnikiem tej rozmowy: możesz ją czytać, ale nie pisać',
  notAuthor: 'Możesz zmieniać tylko swoje wiadomości',
  editWindow: `Wiadomość można zmienić lub usunąć tylko przez ${counted(MESSAGE_EDIT_MINUTES, pluralNouns.minuteAccusative)} od wysłania`,
  alreadyDeleted: 'Ta wiadomość została usunięta',
  hidden: 'Ta wiadomość została ukryta przez zespół Handlowo',
  alreadyHidden: 'Ta wiadomość jest już ukryta',
  tooManyFiles: `Do jednej wiadomości możesz dodać maksymalnie ${counted(MESSAGE_FILES_MAX, pluralNouns.attachment)}`,
  fileTooLarge: `Załącznik może mieć maksymalnie ${MESSAGE_FILE_MAX_BYTES / 1024 / 1024} MB`,
  fileType: 'Załącznik musi być plikiem PDF, DOCX, XLSX, PPTX, JPG, PNG lub WEBP',
  fileEmpty: 'Załącznik jest pusty',
  fileName: 'Nazwa załącznika jest nieprawidłowa',
  upToInvalid: 'Podaj identyfikator wiadomości, do której rozmowa została przeczytana',
  limitInvalid: `Liczba wiadomości na stronie musi być liczbą od 1 do ${MESSAGE_PAGE_MAX}`,
  beforeInvalid: 'Parametr before musi być identyfikatorem wiadomości',
  throttled: 'Wysyłasz zbyt wiele wiadomości. Odczekaj chwilę i spróbuj ponownie',
  temporaryAccount: 'Wiadomości są dostępne po założeniu konta',
} as const;

/** What stands in the thread instead of a message's text. */
export const messagePlaceholders = {
  DELETED: 'usunięto wiadomość',
  HIDDEN: 'wiadomość ukryta przez zespół Handlowo',
} as const;

/** Who an admin's message is signed by, for everyone. */
export const TEAM_AUTHOR_NAME = 'Zespół Handlowo';
/** The author of a message whose account was deleted. */
export const DELETED_AUTHOR_NAME = 'Konto usunięte';

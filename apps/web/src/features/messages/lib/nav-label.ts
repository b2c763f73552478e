import { type PluralForms, pluralForm } from '@/lib/plural.ts';

// Apart from texts.ts: the top bar's link loads with every screen and needs only these.

const unreadForms: PluralForms = {
  one: 'nieprzeczytana wiadomość',
  few: 'nieprzeczytane wiadomości',
  many: 'nieprzeczytanych wiadomości',
};

/** '3 nieprzeczytane wiadomości': the hidden part of the counters. */
export function unreadText(count: number): string {
  return `${count} ${pluralForm(count, unreadForms)}`;
}

/** The top bar's link: 'Wiadomości', or 'Wiadomości: 3 nieprzeczytane wiadomości'. */
export function messagesLinkLabel(count: number): string {
  return count > 0 ? `Wiadomości: ${unreadText(count)}` : 'Wiadomości';
}

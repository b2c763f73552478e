/** The Polish forms of a counted noun: 1 ocena, 2 oceny, 5 ocen. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

const rules = new Intl.PluralRules('pl-PL');

/** The form of `forms` that Polish uses after `count` (integers; fractions take `few`). */
export function pluralForm(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    case 'many':
      return forms.many;
    default:
      // 'other' is the fractional form (1,5 oceny), which Polish writes like `few`.
      return forms.few;
  }
}

/** `count` followed by its form: '2 oceny'. */
export function counted(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}

/*
 * The counted nouns of the interface, in one place so every screen, mail and message agrees:
 * `counted(3, orderForms)` is '3 zlecenia'. A text that prints a count writes its noun through
 * these (or its own `PluralForms` for a phrase), never as a fixed form: the copy check
 * (apps/web/build/copy-lint.ts) fails on `${n} zleceń`. One constant each, so that a screen's
 * bundle carries only the nouns it prints.
 */
export const yearForms = { one: 'rok', few: 'lata', many: 'lat' } as const satisfies PluralForms;
export const monthForms = {
  one: 'miesiąc',
  few: 'miesiące',
  many: 'miesięcy',
} as const satisfies PluralForms;
export const weekForms = {
  one: 'tydzień',
  few: 'tygodnie',
  many: 'tygodni',
} as const satisfies PluralForms;
export const dayForms = { one: 'dzień', few: 'dni', many: 'dni' } as const satisfies PluralForms;
export const hourForms = {
  one: 'godzina',
  few: 'godziny',
  many: 'godzin',
} as const satisfies PluralForms;
/** After 'przez' (accusative): 'przez 1 godzinę'. */
export const hourAccusativeForms = {
  one: 'godzinę',
  few: 'godziny',
  many: 'godzin',
} as const satisfies PluralForms;
export const minuteForms = {
  one: 'minuta',
  few: 'minuty',
  many: 'minut',
} as const satisfies PluralForms;
/** After 'przez' (accusative): 'przez 1 minutę'. */
export const minuteAccusativeForms = {
  one: 'minutę',
  few: 'minuty',
  many: 'minut',
} as const satisfies PluralForms;
export const orderForms = {
  one: 'zlecenie',
  few: 'zlecenia',
  many: 'zleceń',
} as const satisfies PluralForms;
export const serviceForms = {
  one: 'usługa',
  few: 'usługi',
  many: 'usług',
} as const satisfies PluralForms;
export const messageForms = {
  one: 'wiadomość',
  few: 'wiadomości',
  many: 'wiadomości',
} as const satisfies PluralForms;
export const opinionForms = {
  one: 'opinia',
  few: 'opinie',
  many: 'opinii',
} as const satisfies PluralForms;
export const reviewForms = {
  one: 'ocena',
  few: 'oceny',
  many: 'ocen',
} as const satisfies PluralForms;
export const notificationForms = {
  one: 'powiadomienie',
  few: 'powiadomienia',
  many: 'powiadomień',
} as const satisfies PluralForms;
export const freelancerForms = {
  one: 'freelancer',
  few: 'freelancerów',
  many: 'freelancerów',
} as const satisfies PluralForms;
export const investorForms = {
  one: 'inwestor',
  few: 'inwestorów',
  many: 'inwestorów',
} as const satisfies PluralForms;
export const fileForms = {
  one: 'plik',
  few: 'pliki',
  many: 'plików',
} as const satisfies PluralForms;
export const attachmentForms = {
  one: 'załącznik',
  few: 'załączniki',
  many: 'załączników',
} as const satisfies PluralForms;
export const productForms = {
  one: 'produkt',
  few: 'produkty',
  many: 'produktów',
} as const satisfies PluralForms;
export const projectForms = {
  one: 'projekt',
  few: 'projekty',
  many: 'projektów',
} as const satisfies PluralForms;
export const characterForms = {
  one: 'znak',
  few: 'znaki',
  many: 'znaków',
} as const satisfies PluralForms;
export const resultForms = {
  one: 'wynik',
  few: 'wyniki',
  many: 'wyników',
} as const satisfies PluralForms;
export const offerForms = {
  one: 'oferta',
  few: 'oferty',
  many: 'ofert',
} as const satisfies PluralForms;

/** Every noun above by name (the server's texts and the plural test). */
export const pluralNouns = {
  year: yearForms,
  month: monthForms,
  week: weekForms,
  day: dayForms,
  hour: hourForms,
  hourAccusative: hourAccusativeForms,
  minute: minuteForms,
  minuteAccusative: minuteAccusativeForms,
  order: orderForms,
  service: serviceForms,
  message: messageForms,
  opinion: opinionForms,
  review: reviewForms,
  notification: notificationForms,
  freelancer: freelancerForms,
  investor: investorForms,
  file: fileForms,
  attachment: attachmentForms,
  product: productForms,
  project: projectForms,
  character: characterForms,
  result: resultForms,
  offer: offerForms,
} as const satisfies Record<string, PluralForms>;

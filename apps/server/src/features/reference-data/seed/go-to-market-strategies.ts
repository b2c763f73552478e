import type { TargetedOptionSeed } from './types.ts';

/** C7 'Strategia': how the company reaches its buyers (title `description`, text `target`). */
export const goToMarketStrategies: readonly TargetedOptionSeed[] = [
  {
    name: 'OUTBOUND',
    description: 'Aktywne docieranie do klientów (outbound)',
    target: 'Telefony, e-maile i wiadomości do wybranych przez nas firm.',
  },
  {
    name: 'INBOUND',
    description: 'Obsługa zapytań przychodzących (inbound)',
    target: 'Szybki kontakt z osobami, które same zgłosiły zainteresowanie ofertą.',
  },
  {
    name: 'ACCOUNT_BASED',
    description: 'Sprzedaż do kluczowych klientów (account-based)',
    target: 'Spersonalizowane działania skierowane do starannie wybranych dużych firm.',
  },
  {
    name: 'PARTNERS',
    description: 'Sprzedaż przez partnerów',
    target: 'Sieć dystrybutorów, resellerów i poleceń, która sprzedaje naszą ofertę.',
  },
  {
    name: 'PRODUCT_LED',
    description: 'Sprzedaż oparta na produkcie (product-led)',
    target: 'Bezpłatny okres testowy, po którym handlowiec pomaga przejść na płatny plan.',
  },
  {
    name: 'UNDEFINED',
    description: 'Nie mam jeszcze strategii',
    target: 'Chcę ją wypracować razem z doświadczonymi handlowcami.',
  },
];

import type { TargetedOptionSeed } from './types.ts';

/** C3 'Etap organizacji': how mature the buying company is (title `target`). */
export const organizationStages: readonly TargetedOptionSeed[] = [
  {
    name: 'IDEA',
    target: 'Pomysł lub prototyp',
    description: 'Pracuję nad produktem i chcę sprawdzić, czy klienci są gotowi za niego zapłacić.',
  },
  {
    name: 'EARLY_STAGE',
    target: 'Pierwsi klienci',
    description: 'Mamy pierwszych klientów i szukamy powtarzalnego sposobu na sprzedaż.',
  },
  {
    name: 'GROWTH',
    target: 'Faza wzrostu',
    description:
      'Sprzedaż działa, a teraz chcemy ją skalować i szybko zdobywać kolejnych klientów.',
  },
  {
    name: 'ESTABLISHED',
    target: 'Stabilna firma',
    description:
      'Mamy ugruntowaną pozycję na rynku i szukamy wsparcia w wybranych obszarach sprzedaży.',
  },
  {
    name: 'TRANSFORMATION',
    target: 'Zmiana modelu biznesowego',
    description:
      'Zmieniamy ofertę, sposób sprzedaży lub grupę docelową i potrzebujemy świeżego spojrzenia.',
  },
];

import type { TargetedOptionSeed } from './types.ts';

/** C9 'Rodzaj biznesu': who the company sells to (title `description`, text `target`). */
export const businessTypes: readonly TargetedOptionSeed[] = [
  {
    name: 'B2B',
    description: 'Sprzedaję firmom (B2B)',
    target: 'Moimi klientami są przedsiębiorstwa.',
  },
  {
    name: 'B2C',
    description: 'Sprzedaję konsumentom (B2C)',
    target: 'Moimi klientami są osoby prywatne.',
  },
  {
    name: 'B2B_B2C',
    description: 'Sprzedaję firmom i konsumentom',
    target: 'Mam ofertę zarówno dla firm, jak i dla osób prywatnych.',
  },
  {
    name: 'B2G',
    description: 'Sprzedaję instytucjom publicznym (B2G)',
    target: 'Moimi klientami są urzędy, szkoły, szpitale i inne instytucje publiczne.',
  },
];

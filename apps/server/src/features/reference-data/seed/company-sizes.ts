import type { TargetedOptionSeed } from './types.ts';

/**
 * E7 'Jak duże podmioty są Twoim celem?': products send `name`, the select shows `description`,
 * the info shows `target`. The bands follow the Polish legal size classes (employees), with the
 * largest split off, because selling to a corporation is a different job.
 */
export const companySizes: readonly TargetedOptionSeed[] = [
  {
    name: 'MIKRO',
    description: 'Mikroprzedsiębiorstwa (1–9 pracowników)',
    target:
      'Decyzję zwykle podejmuje sam właściciel, a od pierwszej rozmowy do zakupu mija niewiele czasu.',
  },
  {
    name: 'MALE',
    description: 'Małe przedsiębiorstwa (10–49 pracowników)',
    target:
      'Decyduje właściciel lub zarząd, często po konsultacji z kierownikiem działu, którego zakup dotyczy.',
  },
  {
    name: 'SREDNIE',
    description: 'Średnie przedsiębiorstwa (50–249 pracowników)',
    target:
      'W zakupie uczestniczy kilka osób, np. dyrektor działu, finanse i zarząd, a decyzja zapada w kilka tygodni.',
  },
  {
    name: 'DUZE',
    description: 'Duże przedsiębiorstwa (250–999 pracowników)',
    target:
      'Zakupy prowadzi dział zakupów według ustalonych procedur, często z zapytaniem ofertowym lub przetargiem.',
  },
  {
    name: 'KORPORACJE',
    description: 'Korporacje (1000 i więcej pracowników)',
    target:
      'Proces zakupowy trwa miesiącami i angażuje wiele działów, ale pojedynczy kontrakt ma dużą wartość.',
  },
];

/**
 * B7: weekly income goals. The client shows `range` followed by ' / tydzień' and splits select
 * labels on ' / ', so a range must never contain ' / ' (checked by the seed test).
 */
export const incomeGoals: readonly { incomeGoal: string; range: string; description: string }[] = [
  {
    incomeGoal: 'UP_TO_1000',
    range: 'do 1 000 zł',
    description: 'Dodatkowy zarobek przy kilku godzinach pracy w tygodniu',
  },
  {
    incomeGoal: 'FROM_1000_TO_2000',
    range: '1 000 – 2 000 zł',
    description: 'Stała współpraca w niepełnym wymiarze godzin',
  },
  {
    incomeGoal: 'FROM_2000_TO_3000',
    range: '2 000 – 3 000 zł',
    description: 'Regularne zlecenia przez większą część tygodnia',
  },
  {
    incomeGoal: 'FROM_3000_TO_5000',
    range: '3 000 – 5 000 zł',
    description: 'Praca w pełnym wymiarze godzin z premią za wyniki',
  },
  {
    incomeGoal: 'OVER_5000',
    range: 'powyżej 5 000 zł',
    description: 'Intensywna sprzedaż z wysoką prowizją od efektów',
  },
];

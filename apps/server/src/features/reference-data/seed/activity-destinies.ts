import type { TargetedOptionSeed } from './types.ts';

/** C1 'Cele sprzedaży': what the company wants outsourced sales to achieve (title `target`). */
export const activityDestinies: readonly TargetedOptionSeed[] = [
  {
    name: 'NEW_CLIENTS',
    target: 'Pozyskanie nowych klientów',
    description:
      'Chcę dotrzeć do firm, które nie znają jeszcze mojej oferty, i zamienić je w klientów.',
  },
  {
    name: 'SALES_MEETINGS',
    target: 'Więcej spotkań handlowych',
    description: 'Potrzebuję stałego napływu umówionych spotkań z decydentami dla mojego zespołu.',
  },
  {
    name: 'LEAD_DATABASE',
    target: 'Baza sprawdzonych leadów',
    description: 'Potrzebuję zweryfikowanej bazy kontaktów do firm z mojej grupy docelowej.',
  },
  {
    name: 'NEW_MARKET',
    target: 'Wejście na nowy rynek',
    description:
      'Wprowadzam ofertę w nowym regionie, branży lub grupie klientów i chcę szybko sprawdzić popyt.',
  },
  {
    name: 'PRODUCT_LAUNCH',
    target: 'Wprowadzenie nowego produktu',
    description:
      'Chcę sprawdzić, jak klienci przyjmą nowy produkt lub usługę, i zdobyć pierwsze zamówienia.',
  },
  {
    name: 'CUSTOMER_REACTIVATION',
    target: 'Odzyskanie dawnych klientów',
    description: 'Chcę wrócić do klientów, którzy przestali kupować, i zwiększyć sprzedaż obecnym.',
  },
];

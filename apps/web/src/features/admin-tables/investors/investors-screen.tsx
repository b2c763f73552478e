import { INVESTOR_SORT_KEYS } from '@handlowo/contract';
import { useQuery } from '@tanstack/react-query';
import { titles } from '@/config/titles.ts';
import { investorsQueryOptions } from '../api/get-investors.ts';
import { AdminList } from '../components/admin-list.tsx';
import { useTableParams } from '../hooks/use-table-params.ts';
import { investorTableSpec } from './investor-columns.tsx';

/** /admin/investors: F2, or F3 while a phrase is typed. */
export function InvestorsScreen() {
  const table = useTableParams(INVESTOR_SORT_KEYS);
  const query = useQuery(investorsQueryOptions(table.params));
  return (
    <AdminList
      pageTitle={titles.admin.investors}
      heading="Inwestorzy"
      searchLabel="Szukaj inwestora"
      searchPlaceholder="Firma, imię i nazwisko, e-mail lub telefon"
      emptyText="Nie ma jeszcze żadnego inwestora"
      sortKeys={INVESTOR_SORT_KEYS}
      spec={investorTableSpec}
      table={table}
      query={query}
    />
  );
}

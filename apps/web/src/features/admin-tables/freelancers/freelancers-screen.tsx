import { FREELANCER_SORT_KEYS } from '@handlowo/contract';
import { useQuery } from '@tanstack/react-query';
import { titles } from '@/config/titles.ts';
import { freelancersQueryOptions } from '../api/get-freelancers.ts';
import { AdminList } from '../components/admin-list.tsx';
import { useTableParams } from '../hooks/use-table-params.ts';
import { freelancerTableSpec } from './freelancer-columns.tsx';

/** /admin/freelancers: F4, or F5 while a phrase is typed. */
export function FreelancersScreen() {
  const table = useTableParams(FREELANCER_SORT_KEYS);
  const query = useQuery(freelancersQueryOptions(table.params));
  return (
    <AdminList
      pageTitle={titles.admin.freelancers}
      heading="Freelancerzy"
      searchLabel="Szukaj freelancera"
      searchPlaceholder="Imię i nazwisko, firma, e-mail lub telefon"
      emptyText="Nie ma jeszcze żadnego freelancera"
      sortKeys={FREELANCER_SORT_KEYS}
      spec={freelancerTableSpec}
      table={table}
      query={query}
    />
  );
}

import { type InvestorData, splitCompanyEmails } from '@handlowo/contract';
import { Box, Text } from '@mantine/core';
import { useActivityDestinies } from '../api/get-activity-destinies.ts';
import { useBusinessTypes } from '../api/get-business-types.ts';
import { useEmployeeCountRanges } from '../api/get-employee-count-ranges.ts';
import { useInvestorRoles } from '../api/get-investor-roles.ts';
import { useOrganizationStages } from '../api/get-organization-stages.ts';
import { useStrategies } from '../api/get-strategies.ts';
import { descriptionTitled, labelOf, plainTitled, targetTitled } from '../lib/option-views.ts';

const NO_ANSWER = 'Brak odpowiedzi';

function salesDepartmentAnswer(data: InvestorData): string | null {
  if (data.salesDepartment === null) return null;
  if (!data.salesDepartment) return 'Nie';
  const emails = splitCompanyEmails(data.companyEmails ?? '');
  return emails.length > 0 ? `Tak (${emails.join(', ')})` : 'Tak';
}

/** The investor's answers with the options' labels, not their keys. */
export function AnswersSummary({ data }: { data: InvestorData }) {
  const destinies = useActivityDestinies();
  const stages = useOrganizationStages();
  const strategies = useStrategies();
  const businessTypes = useBusinessTypes();
  const roles = useInvestorRoles();
  const employeeCounts = useEmployeeCountRanges();

  const rows: [string, string | null][] = [
    ['Cele sprzedaży', labelOf(destinies.data, targetTitled, data.activityDestiny)],
    ['Etap organizacji', labelOf(stages.data, targetTitled, data.organizationStage)],
    ['Dział sprzedaży', salesDepartmentAnswer(data)],
    ['Strategia', labelOf(strategies.data, descriptionTitled, data.goToMarketStrategy)],
    ['Rodzaj biznesu', labelOf(businessTypes.data, descriptionTitled, data.businessType)],
    ['Twoja rola', labelOf(roles.data, plainTitled, data.investorRole)],
    ['Liczba pracowników', labelOf(employeeCounts.data, plainTitled, data.employeeCountRange)],
    ['Strona internetowa', data.companySiteUrl],
    ['Opis firmy', data.companyDescription || null],
  ];

  // A <dl> may hold only <dt>/<dd> groups wrapped in a <div>: the separators are the groups'
  // borders, not elements of their own.
  return (
    <Box component="dl" m={0} display="flex" style={{ flexDirection: 'column' }}>
      {rows.map(([label, value], index) => (
        <Box
          key={label}
          py="xs"
          style={
            index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
          }
        >
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} c={value ? undefined : 'dimmed'}>
            {value ?? NO_ANSWER}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

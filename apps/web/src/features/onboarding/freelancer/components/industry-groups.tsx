import type { Industry } from '@handlowo/contract';
import { SimpleGrid, Title, type TitleOrder } from '@mantine/core';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';

interface IndustryGroupsProps {
  industries: readonly Industry[];
  /** The level of the industry headings in the surrounding page or modal. */
  headingOrder: TitleOrder;
  /** Whether a sub-industry is checked and how to toggle it. */
  cardProps: (subIndustryId: number) => { checked: boolean; onChange: () => void };
}

/**
 * Sub-industries as check cards grouped under their industry (onboarding step 6 and the
 * profile's 'Dodaj branże'); each group is a section named by its industry.
 */
export function IndustryGroups({ industries, headingOrder, cardProps }: IndustryGroupsProps) {
  return industries.map((industry) => (
    <section key={industry.id} aria-label={industry.name}>
      <Title order={headingOrder} size="h5" mb="xs">
        {industry.name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {industry.subIndustries.map((sub) => (
          <CheckCard
            key={sub.id}
            title={sub.name}
            hint={sub.info || undefined}
            {...cardProps(sub.id)}
          />
        ))}
      </SimpleGrid>
    </section>
  ));
}

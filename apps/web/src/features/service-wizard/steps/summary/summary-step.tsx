import { Grid, Stack, Text } from '@mantine/core';
import { MockInvestorRegistration } from '@/features/onboarding/investor/components/mock-investor-registration-form.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import type { WizardStepProps } from '../../types.ts';
import { RegisteredSummaryEnd } from './summary-end.tsx';
import { ProductsSummary, ServicesSummary, StageSummary } from './summary-lists.tsx';
import { SummarySection } from './summary-section.tsx';

/**
 * Step 3: the stage, the services and the products, each with 'Edytuj' jumping to its step. A
 * temporary investor registers here (A8 turns the same user into a real one, so the order stays
 * as entered); a registered investor is told what happens next.
 */
export function SummaryStep({ data, order, onBack, goTo }: WizardStepProps) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: data.isMock ? 7 : 12 }}>
        <Stack gap="md">
          <SummarySection
            title="Etap lejka sprzedażowego"
            editLabel="Edytuj etap lejka sprzedażowego"
            onEdit={() => goTo(0)}
          >
            <StageSummary order={order} />
          </SummarySection>
          <SummarySection title="Usługi" editLabel="Edytuj usługi" onEdit={() => goTo(1)}>
            <ServicesSummary order={order} />
          </SummarySection>
          <SummarySection title="Produkty" editLabel="Edytuj produkty" onEdit={() => goTo(2)}>
            <ProductsSummary products={data.products} />
          </SummarySection>
          {data.isMock ? (
            <Text size="sm" c="dimmed">
              Załóż konto, aby wysłać zlecenie. Wszystko, co tu widzisz, zostanie zapisane na Twoim
              koncie.
            </Text>
          ) : (
            <RegisteredSummaryEnd order={order} />
          )}
        </Stack>
        <WizardNav onBack={onBack} />
      </Grid.Col>
      {data.isMock ? (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MockInvestorRegistration />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}

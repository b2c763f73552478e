import { type InvestorData, type WizardStep, wizardStartStep } from '@handlowo/contract';
import { Alert } from '@mantine/core';
import { type ComponentType, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { WizardFrame } from './components/wizard-frame.tsx';
import { wizardStepTitle } from './lib/step-names.ts';
import { PipelineStep } from './steps/pipeline/pipeline-step.tsx';
import { ProductsStep } from './steps/products/products-step.tsx';
import { ServicesStep } from './steps/services/services-step.tsx';
import { SummaryStep } from './steps/summary/summary-step.tsx';
import type { WizardStepProps } from './types.ts';

const stepComponents: Record<WizardStep, ComponentType<WizardStepProps>> = {
  0: PipelineStep,
  1: ServicesStep,
  2: ProductsStep,
  3: SummaryStep,
};

/**
 * /investor/service (spec document 2 section 2): four steps over the investor's current draft,
 * A10's `orders[0]` (issue 27; the route offers a new order when there is none).
 * The wizard opens on the step computed from the data it is first given (a reload computes it
 * again); afterwards only the investor moves it. Every save refetches A10, so `data` is current.
 */
export function ServiceWizard({ data }: { data: InvestorData }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(() => wizardStartStep(data));
  const onNext = useCallback(
    () => setStep((current) => (current < 3 ? ((current + 1) as WizardStep) : current)),
    [],
  );
  const onBack = useCallback(() => {
    if (step === 0) navigate(paths.investor.start);
    else setStep((step - 1) as WizardStep);
  }, [step, navigate]);

  const order = data.orders[0];
  const Step = stepComponents[step];
  return (
    <>
      <PageTitle title={wizardStepTitle(step)} />
      <WizardFrame step={step} stageName={order?.pipeline?.name ?? null} onSelectStep={setStep}>
        {order ? (
          <Step data={data} order={order} onNext={onNext} onBack={onBack} goTo={setStep} />
        ) : (
          // The server creates order #1 with every investor account (API.md 3.1).
          <Alert color="red" variant="light" role="alert">
            Nie znaleziono Twojego zlecenia. Odśwież stronę albo skontaktuj się z nami.
          </Alert>
        )}
      </WizardFrame>
    </>
  );
}

import type { InvestorData, Order, WizardStep } from '@handlowo/contract';

/** What every step of the service wizard gets from the wizard (features/service-wizard). */
export interface WizardStepProps {
  /** The logged investor's data (A10), refetched after every change. */
  data: InvestorData;
  /** The order the wizard edits: `data.orders[0]` (API.md 3.1). */
  order: Order;
  /** To the next step (the summary has none). */
  onNext: () => void;
  /** To the previous step; from step 0 to /investor/start. */
  onBack: () => void;
  /** The summary's edit buttons jump to steps 0, 1 and 2. */
  goTo: (step: WizardStep) => void;
}

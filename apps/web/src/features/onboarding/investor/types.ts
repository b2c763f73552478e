import type { InvestorData } from '@handlowo/contract';

/** Every step gets the saved answers (A10) to pre-select them. */
export interface InvestorStepProps {
  data: InvestorData;
}

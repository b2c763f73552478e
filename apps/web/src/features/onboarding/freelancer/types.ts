import type { FreelancerData } from '@handlowo/contract';

/** Every step gets the saved answers (A9) to pre-select them. */
export interface FreelancerStepProps {
  data: FreelancerData;
}

import type { WizardStep } from '@handlowo/contract';

export interface WizardStepHeading {
  /** The step's h1 (the frame renders it; a step's own headings start at h2). */
  title: string;
  /**
   * The small line above the title names the funnel stage the investor chose (issue 28: the
   * spec's static 'Przygotowanie do sprzedaży' is the name of stage 1 and misled on the others).
   */
  showsStage?: boolean;
  /** One sentence under the title: what the step is for. */
  lead?: string;
}

/** Ours (docs/copy.md). */
export const wizardStepHeadings: Record<WizardStep, WizardStepHeading> = {
  0: {
    title: 'Wybierz etap lejka sprzedażowego',
    lead: 'Od etapu zależy, jakie usługi zaproponujemy Ci w\u00a0następnym kroku.',
  },
  1: { title: 'Zdefiniuj usługi', showsStage: true },
  2: { title: 'Zdefiniuj produkty', showsStage: true },
  3: {
    title: 'Podsumowanie zlecenia',
    showsStage: true,
    lead: 'Sprawdź zlecenie. Każdą jego część możesz jeszcze poprawić.',
  },
};

/** The line above a step's title: the chosen stage's name on the steps after the first. */
export function wizardStepSubtitle(step: WizardStep, stageName: string | null): string | null {
  return wizardStepHeadings[step].showsStage && stageName ? stageName : null;
}

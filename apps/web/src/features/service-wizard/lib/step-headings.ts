import type { WizardStep } from '@handlowo/contract';

/** Spec (API.md 2.2): the static subtitle of the services and products steps. */
export const PREPARATION_SUBTITLE = 'Przygotowanie do sprzedaży';

export interface WizardStepHeading {
  /** The step's h1 (the frame renders it; a step's own headings start at h2). */
  title: string;
  /** The small line above the title. */
  subtitle?: string;
  /** One sentence under the title: what the step is for. */
  lead?: string;
}

/** Ours except the subtitle of steps 1 and 2 (docs/copy.md). */
export const wizardStepHeadings: Record<WizardStep, WizardStepHeading> = {
  0: {
    title: 'Wybierz etap lejka sprzedażowego',
    lead: 'Od etapu zależy, jakie usługi zaproponujemy Ci w\u00a0następnym kroku.',
  },
  1: { title: 'Zdefiniuj usługi', subtitle: PREPARATION_SUBTITLE },
  2: { title: 'Zdefiniuj produkty', subtitle: PREPARATION_SUBTITLE },
  3: {
    title: 'Podsumowanie zlecenia',
    lead: 'Sprawdź zlecenie. Każdą jego część możesz jeszcze poprawić.',
  },
};

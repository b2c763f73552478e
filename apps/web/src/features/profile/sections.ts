import { type ComponentType, lazy } from 'react';
import { AboutSection } from './components/about-section.tsx';
import type { SectionProps } from './components/section-props.ts';

/** One section of the profile: its anchor (the element id), its tab label and its component. */
export interface ProfileSectionEntry {
  id: string;
  label: string;
  Component: ComponentType<SectionProps>;
  /**
   * Rendered when it comes near the viewport or the browser is idle, its code loaded after the
   * page's first render (issue 30): every section below the first, which on a phone are all
   * below the side cards.
   */
  deferred: boolean;
}

/** Starts loading the deferred sections' code (one chunk); the page calls it once it renders. */
export const loadDeferredSections = () => import('./deferred-sections.ts');

type DeferredSections = Awaited<ReturnType<typeof loadDeferredSections>>;

function deferredSection(pick: (sections: DeferredSections) => ComponentType<SectionProps>) {
  return lazy(() => loadDeferredSections().then((sections) => ({ default: pick(sections) })));
}

/**
 * The profile's sections in the spec's order (document 2 section 2): the tab bar and the page
 * are built from this list, so a section is added by one line.
 */
export const profileSections: readonly ProfileSectionEntry[] = [
  { id: 'about', label: 'O mnie', Component: AboutSection, deferred: false },
  {
    id: 'certifications',
    label: 'Certyfikaty i licencje',
    Component: deferredSection((s) => s.CertificatesSection),
    deferred: true,
  },
  {
    id: 'tools',
    label: 'Narzędzia sprzedażowe',
    Component: deferredSection((s) => s.SalesToolsSection),
    deferred: true,
  },
  {
    id: 'videos',
    label: 'Wideo',
    Component: deferredSection((s) => s.VideosSection),
    deferred: true,
  },
  {
    id: 'services',
    label: 'Usługi',
    Component: deferredSection((s) => s.ServicesSection),
    deferred: true,
  },
  {
    id: 'portfolio',
    label: 'Portfolio',
    Component: deferredSection((s) => s.PortfolioSection),
    deferred: true,
  },
  {
    id: 'reviews',
    label: 'Opinie',
    Component: deferredSection((s) => s.ReviewsSection),
    deferred: true,
  },
  {
    id: 'experience',
    label: 'Doświadczenie',
    Component: deferredSection((s) => s.ExperienceSection),
    deferred: true,
  },
  {
    id: 'education',
    label: 'Wykształcenie',
    Component: deferredSection((s) => s.EducationSection),
    deferred: true,
  },
];

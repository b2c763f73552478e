import type { ComponentType } from 'react';
import { AboutSection } from './components/about-section.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import type { SectionProps } from './components/section-props.ts';

/** One section of the profile: its anchor (the element id), its tab label and its component. */
export interface ProfileSectionEntry {
  id: string;
  label: string;
  Component: ComponentType<SectionProps>;
}

/**
 * The profile's sections in the spec's order (document 2 section 2): the tab bar and the page
 * are built from this list, so a section is added by one line. Still to come (part 2), at
 * their places: certifications 'Certyfikaty i licencje', tools 'Narzędzia sprzedażowe', videos
 * 'Wideo', services 'Usługi', portfolio 'Portfolio' (all before reviews), experience
 * 'Doświadczenie', education 'Wykształcenie' (after reviews).
 */
export const profileSections: readonly ProfileSectionEntry[] = [
  { id: 'about', label: 'O mnie', Component: AboutSection },
  { id: 'reviews', label: 'Opinie', Component: ReviewsSection },
];

import type { ComponentType } from 'react';
import { CertificatesSection } from './certificates/certificates-section.tsx';
import { AboutSection } from './components/about-section.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import type { SectionProps } from './components/section-props.ts';
import { EducationSection } from './education/education-section.tsx';
import { ExperienceSection } from './experience/experience-section.tsx';
import { PortfolioSection } from './portfolio/portfolio-section.tsx';
import { SalesToolsSection } from './sales-tools/sales-tools-section.tsx';
import { ServicesSection } from './services/services-section.tsx';
import { VideosSection } from './videos/videos-section.tsx';

/** One section of the profile: its anchor (the element id), its tab label and its component. */
export interface ProfileSectionEntry {
  id: string;
  label: string;
  Component: ComponentType<SectionProps>;
}

/**
 * The profile's sections in the spec's order (document 2 section 2): the tab bar and the page
 * are built from this list, so a section is added by one line.
 */
export const profileSections: readonly ProfileSectionEntry[] = [
  { id: 'about', label: 'O mnie', Component: AboutSection },
  { id: 'certifications', label: 'Certyfikaty i licencje', Component: CertificatesSection },
  { id: 'tools', label: 'Narzędzia sprzedażowe', Component: SalesToolsSection },
  { id: 'videos', label: 'Wideo', Component: VideosSection },
  { id: 'services', label: 'Usługi', Component: ServicesSection },
  { id: 'portfolio', label: 'Portfolio', Component: PortfolioSection },
  { id: 'reviews', label: 'Opinie', Component: ReviewsSection },
  { id: 'experience', label: 'Doświadczenie', Component: ExperienceSection },
  { id: 'education', label: 'Wykształcenie', Component: EducationSection },
];

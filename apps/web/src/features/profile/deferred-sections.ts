// The sections below 'O mnie': one chunk the profile loads after its first render (sections.ts).
export { CertificatesSection } from './certificates/certificates-section.tsx';
export { ReviewsSection } from './components/reviews-section.tsx';
export { EducationSection } from './education/education-section.tsx';
export { ExperienceSection } from './experience/experience-section.tsx';
export { PortfolioSection } from './portfolio/portfolio-section.tsx';
export { SalesToolsSection } from './sales-tools/sales-tools-section.tsx';
export { ServicesSection } from './services/services-section.tsx';
export { VideosSection } from './videos/videos-section.tsx';

import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';

// Scaffold: replaced by the section's implementation (issue 8).
export function PortfolioSection(_props: SectionProps) {
  return (
    <ProfileSection id="portfolio" title="Portfolio">
      {null}
    </ProfileSection>
  );
}

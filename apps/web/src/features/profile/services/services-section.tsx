import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';

// Scaffold: replaced by the section's implementation (issue 8).
export function ServicesSection(_props: SectionProps) {
  return (
    <ProfileSection id="services" title="Usługi">
      {null}
    </ProfileSection>
  );
}

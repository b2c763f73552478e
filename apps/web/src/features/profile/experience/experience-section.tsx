import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';

// Scaffold: replaced by the section's implementation (issue 8).
export function ExperienceSection(_props: SectionProps) {
  return (
    <ProfileSection id="experience" title="Doświadczenie">
      {null}
    </ProfileSection>
  );
}

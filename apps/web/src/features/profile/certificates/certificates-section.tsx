import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';

// Scaffold: replaced by the section's implementation (issue 8).
export function CertificatesSection(_props: SectionProps) {
  return (
    <ProfileSection id="certifications" title="Certyfikaty i licencje">
      {null}
    </ProfileSection>
  );
}

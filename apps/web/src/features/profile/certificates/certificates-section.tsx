import { type Certificate, certificateType } from '@handlowo/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OwnerListActions } from '../components/owner-list-actions.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';
import { SectionItems } from '../item-list/section-items.tsx';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { certificateDateLines } from './certificate-dates.ts';
import { certificatesQueryOptions } from './certificates-api.ts';
import { openAddCertificateModal, openCertificatesListModal } from './open-certificate-modals.tsx';

export const certificatesTexts = {
  ownerEmpty: 'Nie dodano jeszcze żadnych certyfikatów i licencji',
  visitorEmpty: 'Nie dodano danych o certyfikatach i licencjach',
} as const;

const wrap = { overflowWrap: 'anywhere' } as const;

function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} size="h5" style={wrap}>
          {certificate.name}
        </Title>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {certificateType.labels[certificate.certificateType]}
        </Badge>
      </Group>
      <Text size="sm" style={wrap}>
        {certificate.info}
      </Text>
      {certificateDateLines(certificate).map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** 'Certyfikaty i licencje' (spec document 2 section 2, D21). */
export function CertificatesSection({ freelancerId, isOwner }: SectionProps) {
  const certificates = useQuery(certificatesQueryOptions(freelancerId));
  useLoggedError('certyfikaty', certificates.error);
  const list = certificates.data ?? [];
  return (
    <ProfileSection
      id="certifications"
      title="Certyfikaty i licencje"
      actions={
        isOwner ? (
          <OwnerListActions
            add={{ label: profileModalTitles.addCertificate, onClick: openAddCertificateModal }}
            edit={{
              label: profileModalTitles.editCertificates,
              onClick: () => openCertificatesListModal(freelancerId),
            }}
            count={list.length}
          />
        ) : null
      }
    >
      <SectionItems
        items={certificates.data}
        pending={certificates.isPending}
        empty={isOwner ? certificatesTexts.ownerEmpty : certificatesTexts.visitorEmpty}
        label="Certyfikaty i licencje"
        keyOf={(certificate) => certificate.id}
        render={(certificate) => <CertificateCard certificate={certificate} />}
      />
    </ProfileSection>
  );
}

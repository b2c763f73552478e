import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { LegalDocumentView, privacyDocument } from '@/features/legal/index.ts';

export default function PrivacyRoute() {
  return (
    <>
      <PageTitle title={titles.privacy} />
      <LegalDocumentView
        content={privacyDocument}
        related={{ label: 'Regulamin serwisu', to: paths.terms }}
      />
    </>
  );
}

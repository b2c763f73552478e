import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { LegalDocumentView, termsDocument } from '@/features/legal/index.ts';

export default function TermsRoute() {
  return (
    <>
      <PageTitle title={titles.terms} />
      <LegalDocumentView
        content={termsDocument}
        related={{ label: 'Polityka prywatności', to: paths.privacy }}
      />
    </>
  );
}

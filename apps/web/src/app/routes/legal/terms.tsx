import { paths } from '@/config/paths.ts';
import { LegalDocumentView, termsDocument } from '@/features/legal/index.ts';

export default function TermsRoute() {
  return (
    <LegalDocumentView
      content={termsDocument}
      related={{ label: 'Polityka prywatności', to: paths.privacy }}
    />
  );
}

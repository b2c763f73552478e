import { paths } from '@/config/paths.ts';
import { LegalDocumentView, privacyDocument } from '@/features/legal/index.ts';

export default function PrivacyRoute() {
  return (
    <LegalDocumentView
      content={privacyDocument}
      related={{ label: 'Regulamin serwisu', to: paths.terms }}
    />
  );
}

import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LegalDocument } from '../types.ts';
import { LegalSectionView } from './legal-section-view.tsx';
import { LegalTableOfContents } from './legal-table-of-contents.tsx';

export type RelatedDocumentLink = { label: string; to: string };

/** A legal document page: title, version date, introduction, table of contents, sections. */
export function LegalDocumentView({
  content,
  related,
}: {
  content: LegalDocument;
  /** The companion document (terms ↔ privacy policy), linked under the last section. */
  related?: RelatedDocumentLink;
}) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={860}
      mx="auto"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{content.title}</Title>
          <Text size="sm" c="dimmed">
            Wersja z dnia {content.versionDate} r.
          </Text>
        </Stack>
        <Text>{content.intro}</Text>
        <LegalTableOfContents sections={content.sections} />
        {content.sections.map((section, index) => (
          <LegalSectionView key={section.id} section={section} index={index} />
        ))}
        {related && (
          <>
            <Divider />
            <Text size="sm">
              Zobacz też:{' '}
              <Anchor component={Link} to={related.to} inherit>
                {related.label}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

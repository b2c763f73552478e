import { Anchor, List, Paper, Title } from '@mantine/core';
import type { LegalSection } from '../types.ts';
import { sectionLabel } from '../utils/section-label.ts';

/** Links to the sections of a document by their anchors (plain `#id` links: same page). */
export function LegalTableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Paper component="nav" aria-labelledby="spis-tresci" withBorder radius="md" p="md">
      <Title id="spis-tresci" order={2} size="h5" mb="xs">
        Spis treści
      </Title>
      <List listStyleType="none" spacing={4} size="sm">
        {sections.map((section, index) => (
          <List.Item key={section.id}>
            <Anchor href={`#${section.id}`} inherit>
              {sectionLabel(index, section.heading)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

import { List, Stack, Text, Title } from '@mantine/core';
import type { LegalBlock, LegalSection } from '../types.ts';
import { sectionLabel } from '../utils/section-label.ts';

/** Blocks are static text and never repeat within a section, so the text itself is the key. */
const blockKey = (block: LegalBlock) => (typeof block === 'string' ? block : block.list.join('\n'));

/** One numbered section: its heading, then its paragraphs and lists in order. */
export function LegalSectionView({ section, index }: { section: LegalSection; index: number }) {
  const headingId = `${section.id}-naglowek`;
  return (
    <Stack component="section" id={section.id} aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} size="h3">
        {sectionLabel(index, section.heading)}
      </Title>
      {section.paragraphs.map((block) =>
        typeof block === 'string' ? (
          <Text key={blockKey(block)}>{block}</Text>
        ) : (
          <List key={blockKey(block)} spacing={4} withPadding>
            {block.list.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}

// Only this screen renders tabs: their sheet loads with it (app/mantine-styles.ts).
import '@mantine/core/styles/Tabs.css';
import { type AssignmentGroup, type AssignmentSummary, assignmentGroup } from '@handlowo/contract';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { counted } from '@/lib/plural.ts';
import { assignmentsQueryOptions } from '../api/get-assignments.ts';
import { serviceForms, workspaceTexts as t } from '../lib/workspace-texts.ts';
import { AssignmentList } from './assignment-list.tsx';
import { SectionState } from './section-state.tsx';

const emptyText: Record<AssignmentGroup, string> = {
  OFFERED: t.noOffers,
  ACCEPTED: t.noActive,
  DONE: t.noDone,
};

const isGroup = (value: string | null): value is AssignmentGroup =>
  (assignmentGroup.keys as readonly string[]).includes(value ?? '');

/**
 * Zlecenia: every service the freelancer was offered or works on, in three tabs. The tab is in
 * the address (`?tab=DONE`), so a link or the back button opens the same one.
 */
export function AssignmentsPage() {
  const { data, isPending, isError } = useQuery(assignmentsQueryOptions());
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AssignmentGroup = isGroup(requested) ? requested : 'OFFERED';
  const inGroup = (group: AssignmentGroup): AssignmentSummary[] =>
    data?.filter((a) => a.group === group) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>Zlecenia</Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isGroup(value)) setParams({ tab: value }, { replace: true });
        }}
      >
        <Tabs.List>
          {assignmentGroup.keys.map((group) => (
            <Tabs.Tab key={group} value={group}>
              {data
                ? `${assignmentGroup.labels[group]} (${inGroup(group).length})`
                : assignmentGroup.labels[group]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {assignmentGroup.keys.map((group) => (
          <Tabs.Panel key={group} value={group} pt="md">
            <SectionState
              isPending={isPending}
              isError={isError}
              isEmpty={inGroup(group).length === 0}
              empty={emptyText[group]}
            >
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {counted(inGroup(group).length, serviceForms)}
                </Text>
                <AssignmentList assignments={inGroup(group)} />
              </Stack>
            </SectionState>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

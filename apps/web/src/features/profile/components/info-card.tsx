import {
  type FreelancerBar,
  type FreelancerData,
  language,
  languageLevelLabels,
} from '@handlowo/contract';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { workingHoursQueryOptions } from '../api/dictionaries.ts';
import { openDetailModal } from '../lib/detail-modals.ts';
import { describeLocation, describeWorkingArea } from '../lib/location.ts';
import { describeWorkingDays } from '../lib/working-days.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { ChipRow } from './chip-row.tsx';
import { InfoBlock, InfoText, NONE } from './info-block.tsx';

/**
 * The side panel's info list (spec document 2 section 2): sub-industries, working days, weekly
 * hours, location with the service area, languages; each with the owner's edit button.
 */
export function InfoCard({
  freelancer,
  bar,
  isOwner,
}: {
  freelancer: FreelancerData;
  bar: FreelancerBar;
  isOwner: boolean;
}) {
  const workingHours = useQuery(workingHoursQueryOptions());
  const hours = workingHours.data?.find((o) => o.workingHour === freelancer.workingHours);
  const edit = (label: string, open: () => void) =>
    isOwner ? { label, onClick: open } : undefined;
  const location = describeLocation(bar);
  const area = describeWorkingArea(bar);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-info-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-info-heading">
          Informacje
        </Title>
        <InfoBlock
          title="Branże"
          edit={edit(profileModalTitles.industries, () =>
            openDetailModal('openIndustriesModal', { freelancer }),
          )}
        >
          {freelancer.subIndustries.length > 0 ? (
            <ChipRow
              items={freelancer.subIndustries.map((s) => ({ id: s.id, label: s.name }))}
              moreLabel="Pokaż wszystkie branże"
            />
          ) : (
            <InfoText>{NONE}</InfoText>
          )}
        </InfoBlock>
        <Divider />
        <InfoBlock
          title="Dostępność"
          edit={edit(profileModalTitles.availability, () =>
            openDetailModal('openAvailabilityModal', { freelancer }),
          )}
        >
          <InfoText>{describeWorkingDays(freelancer.workingDays)}</InfoText>
        </InfoBlock>
        <Divider />
        <InfoBlock
          title="Dyspozycyjność czasowa"
          edit={edit(profileModalTitles.workingHours, () =>
            openDetailModal('openWorkingHoursModal', { freelancer }),
          )}
        >
          <InfoText>{hours ? `${hours.description} / tydzień` : null}</InfoText>
        </InfoBlock>
        <Divider />
        <InfoBlock
          title="Lokalizacja"
          edit={edit(profileModalTitles.location, () =>
            openDetailModal('openLocationModal', { freelancer, bar }),
          )}
        >
          <InfoText>{location}</InfoText>
          {area ? (
            <Text size="sm" c="dimmed">
              Obszar świadczenia usług: {area}
            </Text>
          ) : null}
        </InfoBlock>
        <Divider />
        <InfoBlock
          title="Znajomość języków"
          edit={edit(profileModalTitles.languages, () =>
            openDetailModal('openLanguagesModal', { freelancer, bar }),
          )}
        >
          {bar.languagesLevel.length > 0 ? (
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {bar.languagesLevel.map((entry) => (
                <Text component="li" size="sm" key={entry.language}>
                  {language.labels[entry.language]} –{' '}
                  {languageLevelLabels[entry.level as keyof typeof languageLevelLabels]}
                </Text>
              ))}
            </Stack>
          ) : (
            <InfoText>{NONE}</InfoText>
          )}
        </InfoBlock>
      </Stack>
    </Paper>
  );
}

import { orderStatus, wizardMessages } from '@handlowo/contract';
import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { FormErrorAlert } from '@/components/form/index.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useChoosePipeline } from '../../api/choose-pipeline.ts';
import { usePipelines } from '../../api/get-pipelines.ts';
import { WizardNav } from '../../components/wizard-nav.tsx';
import type { WizardStepProps } from '../../types.ts';
import { PipelineTile } from './pipeline-tile.tsx';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * Step 0: the funnel stage of the order (E1 tiles, E3 'Wybierz i przejdź dalej'). The order's
 * stage is preselected; choosing the same one again moves on without a call. Another stage
 * drops the services of the old one (server, API.md E3): the step says so before the save. Only
 * a NEW order may change its stage, otherwise the choice is shown read-only.
 */
export function PipelineStep({ order, onNext, onBack }: WizardStepProps) {
  const pipelines = usePipelines();
  const choose = useChoosePipeline();
  const current = order.pipeline?.id ?? null;
  const [selected, setSelected] = useState<number | null>(current);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(current === null ? [] : [current]),
  );
  const [missing, setMissing] = useState(false);
  const locked = order.orderStatus !== 'NEW';
  const dropsServices =
    !locked && current !== null && selected !== current && order.orderActivities.length > 0;

  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const select = (value: string) => {
    const id = Number(value);
    setSelected(id);
    setMissing(false);
    // The chosen stage shows its goal and tasks, as the original tiles unfold when picked.
    setExpanded((open) => new Set(open).add(id));
  };

  const submit = () => {
    if (selected === null) return setMissing(true);
    if (locked || selected === current) return onNext();
    choose.mutate({ orderId: order.id, pipelineId: selected }, { onSuccess: onNext });
  };

  if (pipelines.isPending) {
    return (
      <Stack>
        <Group justify="center" py="xl">
          <Loader aria-label="Wczytywanie etapów lejka sprzedażowego" />
        </Group>
        <WizardNav onBack={onBack} />
      </Stack>
    );
  }
  if (pipelines.isError) {
    return (
      <Stack>
        <FormErrorAlert message={errorMessageOf(pipelines.error)} />
        <Group>
          <Button variant="light" onClick={() => pipelines.refetch()}>
            Spróbuj ponownie
          </Button>
        </Group>
        <WizardNav onBack={onBack} />
      </Stack>
    );
  }

  const oldStage = order.pipeline?.name;
  return (
    <Stack gap="md">
      {locked ? (
        <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {`${wizardMessages.pipelineLocked}. Twoje zlecenie ma status „${orderStatus.labels[order.orderStatus]}”, więc jego etapu nie można już zmienić.`}
        </Alert>
      ) : null}
      <Radio.Group
        value={selected === null ? null : String(selected)}
        onChange={select}
        readOnly={locked}
        label="Etap lejka sprzedażowego"
        // The step's title says it already: the label is for screen readers only, and its box
        // takes no room (a VisuallyHidden inside would leave the label's empty line).
        styles={{ label: visuallyHidden }}
        error={missing ? wizardMessages.pipelineMissing : undefined}
      >
        <Stack gap="sm">
          {pipelines.data.map((pipeline) => (
            <PipelineTile
              key={pipeline.id}
              pipeline={pipeline}
              checked={pipeline.id === selected}
              expanded={expanded.has(pipeline.id)}
              onToggle={() => toggle(pipeline.id)}
              disabled={locked && pipeline.id !== current}
            />
          ))}
        </Stack>
      </Radio.Group>
      {dropsServices ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="status"
        >
          <Text size="sm">
            Zmieniasz etap lejka sprzedażowego. Usługi dodane do etapu „{oldStage}” zostaną usunięte
            ze zlecenia.
          </Text>
        </Alert>
      ) : null}
      <FormErrorAlert message={choose.isError ? errorMessageOf(choose.error) : null} />
      <WizardNav
        onBack={onBack}
        onNext={submit}
        nextLabel={locked ? 'Przejdź dalej' : 'Wybierz i przejdź dalej'}
        nextLoading={choose.isPending}
      />
    </Stack>
  );
}

import {
  type Icon,
  IconMoneybag,
  IconPresentation,
  IconScale,
  IconTable,
  IconUserPlus,
} from '@tabler/icons-react';

/**
 * API.md 2.2: the client picks a stage's icon by its id — 1 projection screen, 2 table, 3 person
 * with plus, 4 scales, 5 money bag.
 */
const byId: Record<number, Icon> = {
  1: IconPresentation,
  2: IconTable,
  3: IconUserPlus,
  4: IconScale,
  5: IconMoneybag,
};

export function pipelineIcon(id: number): Icon {
  return byId[id] ?? IconPresentation;
}

import { labelledEnum } from '../common/enums.ts';

/**
 * The three groups of Zlecenia: offers waiting for an answer, accepted work of an order not yet
 * realised, and services of realised orders. No zod here (workspace.ts has the schema): Pulpit
 * shows the labels without it.
 */
export const assignmentGroup = labelledEnum({
  OFFERED: 'Oferty',
  ACCEPTED: 'W realizacji',
  DONE: 'Zakończone',
});

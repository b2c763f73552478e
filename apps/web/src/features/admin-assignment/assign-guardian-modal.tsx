import { Modal } from '@mantine/core';
import { adminModalTitles } from '../admin-shell/modal-titles.ts';
import type { AssignGuardianModalProps } from './modal-props.ts';

// Scaffold: replaced by the assignment helper (paged admin list with search and infinite scroll).
export function AssignGuardianModal({ opened, onClose }: AssignGuardianModalProps) {
  return <Modal opened={opened} onClose={onClose} title={adminModalTitles.assignGuardian} />;
}

import { Modal } from '@mantine/core';
import { adminModalTitles } from '../admin-shell/modal-titles.ts';
import type { AssignFreelancerModalProps } from './modal-props.ts';

// Scaffold: replaced by the assignment helper (fit-scored freelancer list, infinite scroll).
export function AssignFreelancerModal({ opened, onClose }: AssignFreelancerModalProps) {
  return <Modal opened={opened} onClose={onClose} title={adminModalTitles.assignFreelancer} />;
}

import type { Order, OrderActivity } from '@handlowo/contract';

export interface AssignGuardianModalProps {
  opened: boolean;
  onClose: () => void;
  investorId: number;
  order: Order;
}

export interface AssignFreelancerModalProps {
  opened: boolean;
  onClose: () => void;
  investorId: number;
  order: Order;
  service: OrderActivity;
}

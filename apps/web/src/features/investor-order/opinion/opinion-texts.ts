import {
  counted,
  isOpinionEditable,
  type Order,
  type OrderActivity,
  type PluralForms,
} from '@handlowo/contract';
import { format } from 'date-fns';
import { pl } from 'date-fns/locale';

/* The client's opinions on the order page (issue 27): what can still be rated or edited. */

const services: PluralForms = { one: 'usługa', few: 'usługi', many: 'usług' };

export const freelancerName = (activity: OrderActivity) =>
  activity.freelancer
    ? `${activity.freelancer.firstName} ${activity.freelancer.lastName}`.trim()
    : '';

/** Services of a realised order the investor can rate: a freelancer and no opinion yet. */
export function servicesToRate(order: Order): OrderActivity[] {
  if (order.orderStatus !== 'REALIZED') return [];
  return order.orderActivities.filter((a) => a.freelancer !== null && a.opinion === null);
}

/** Services whose opinion the investor wrote and may still edit at `now`. */
export function editableOpinions(order: Order, now: Date): OrderActivity[] {
  return order.orderActivities.filter(
    (a) => a.opinion?.authorType === 'INVESTOR' && isOpinionEditable(a.opinion, now),
  );
}

export const opinionTexts = {
  bannerTitle: 'Oceń współpracę z freelancerami',
  bannerText: (count: number) =>
    `Zlecenie zostało zrealizowane. Twoja opinia pomoże innym firmom wybrać handlowca: ${counted(count, services)} do oceny.`,
  published:
    'Opinia pojawi się na profilu freelancera jako „Opinia klienta”. Możesz ją edytować przez 14 dni.',
  rate: (activity: OrderActivity) => `Oceń: ${freelancerName(activity)} (${activity.name})`,
  edit: (activity: OrderActivity) =>
    `Edytuj opinię: ${freelancerName(activity)} (${activity.name})`,
  editableUntil: (iso: string) =>
    `do ${format(new Date(iso), 'd MMMM yyyy, HH:mm', { locale: pl })}`,
  savedToast: 'Dziękujemy! Opinia została zapisana.',
} as const;

import { lazy } from 'react';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

const load = () => import('./portfolio-modals.tsx');
const PortfolioAddModal = lazy(() => load().then((m) => ({ default: m.PortfolioAddModal })));
const PortfolioEditModal = lazy(() => load().then((m) => ({ default: m.PortfolioEditModal })));

/** 'Dodaj projekt do portfolio' (D34); `count` is how many projects the owner has. */
export function openPortfolioAddModal({ count }: { count: number }): void {
  openProfileModal({
    title: profileModalTitles.addPortfolio,
    size: 'lg',
    render: ({ close }) => (
      <LazyBody>
        <PortfolioAddModal count={count} close={close} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj portfolio' (D33, D35, D36) of the logged freelancer. */
export function openPortfolioEditModal({ freelancerId }: { freelancerId: number }): void {
  openProfileModal({
    title: profileModalTitles.editPortfolio,
    size: 'lg',
    render: ({ close }) => (
      <LazyBody>
        <PortfolioEditModal freelancerId={freelancerId} close={close} />
      </LazyBody>
    ),
  });
}

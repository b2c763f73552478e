import { Fragment, useEffect } from 'react';
import { loadDeferredSections, profileSections } from '../sections.ts';
import { DeferredSection, SectionRevealProvider } from './deferred-section.tsx';
import type { SectionProps } from './section-props.ts';
import { SectionTabs } from './section-tabs.tsx';

/** Each deferred section's turn when the browser is idle: the page's order. */
const deferredOrder = new Map(
  profileSections.filter((section) => section.deferred).map(({ id }, index) => [id, index]),
);

/** The tab bar and the profile's sections, those below the first rendered when their turn comes. */
export function ProfileSections({ freelancerId, isOwner }: SectionProps) {
  // Their code is on its way while the first section and the side cards paint.
  useEffect(() => {
    // A failed load is the sections' own to report (their lazy components throw it).
    loadDeferredSections().catch(() => {});
  }, []);

  return (
    <SectionRevealProvider count={deferredOrder.size}>
      <SectionTabs sections={profileSections} />
      {profileSections.map(({ id, Component }) => {
        const section = <Component freelancerId={freelancerId} isOwner={isOwner} />;
        const index = deferredOrder.get(id);
        if (index === undefined) return <Fragment key={id}>{section}</Fragment>;
        return (
          <DeferredSection key={id} id={id} index={index}>
            {section}
          </DeferredSection>
        );
      })}
    </SectionRevealProvider>
  );
}

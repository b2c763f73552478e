import { describe, expect, it } from 'vitest';
import { offerStateText } from './offer-state-text.ts';

describe('offerStateText', () => {
  it('reads the three states with the contract’s labels', () => {
    expect(offerStateText({ offerState: 'OFFERED', declineReason: null })?.text).toBe(
      'Czeka na akceptację freelancera',
    );
    expect(offerStateText({ offerState: 'ACCEPTED', declineReason: null })?.text).toBe(
      'Zaakceptowane',
    );
    expect(offerStateText({ offerState: 'DECLINED', declineReason: 'Brak czasu' })).toEqual({
      text: 'Odrzucone: Brak czasu',
      tone: 'declined',
    });
  });

  it('shows a decline without a reason as just declined, and nothing for a service never assigned', () => {
    expect(offerStateText({ offerState: 'DECLINED', declineReason: null })?.text).toBe('Odrzucone');
    expect(offerStateText({ offerState: 'DECLINED', declineReason: '  ' })?.text).toBe('Odrzucone');
    expect(offerStateText({ offerState: null, declineReason: null })).toBeNull();
  });
});

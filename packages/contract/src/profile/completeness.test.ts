import { describe, expect, it } from 'vitest';
import {
  type FilledProfileParts,
  missingProfileParts,
  PROFILE_PART_KEYS,
  profileParts,
  profileProgress,
} from './completeness.ts';

const none = Object.fromEntries(PROFILE_PART_KEYS.map((p) => [p, false])) as FilledProfileParts;
const all = Object.fromEntries(PROFILE_PART_KEYS.map((p) => [p, true])) as FilledProfileParts;

describe('profile completeness', () => {
  it('weights sum to exactly 100', () => {
    const sum = PROFILE_PART_KEYS.reduce((s, p) => s + profileParts[p].weight, 0);
    expect(sum).toBe(100);
  });

  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileProgress(none)).toBe(0);
    expect(profileProgress(all)).toBe(100);
    expect(missingProfileParts(all)).toEqual([]);
  });

  it('adds the weight of each filled part', () => {
    expect(profileProgress({ ...none, avatar: true, background: true })).toBe(15);
    expect(profileProgress({ ...none, about: true, aboutVideo: true, languages: true })).toBe(25);
  });

  it('lists missing parts heaviest first', () => {
    const missing = missingProfileParts({ ...all, background: false, avatar: false });
    expect(missing).toEqual(['avatar', 'background']);
  });
});

/**
 * Query keys of the profile. Every profile read sits under `profileKeys.all`, so a save
 * invalidates the whole page with one call (no reload) and modals never guess a key.
 */
export const profileKeys = {
  all: ['profile'] as const,
  /** D1 FreelancerData of a freelancer id. */
  freelancer: (id: number) => ['profile', 'freelancer', id] as const,
  /** D2 */
  bar: (id: number) => ['profile', 'bar', id] as const,
  /** D3 details [P]: progress and missing parts of the logged freelancer. */
  completeness: () => ['profile', 'completeness'] as const,
  /** D7 */
  background: (id: number) => ['profile', 'background', id] as const,
  /** D19 */
  about: (id: number) => ['profile', 'about', id] as const,
  /** D37, D38, D39 */
  reviews: (id: number) => ['profile', 'reviews', id] as const,
  reviewCategories: (id: number) => ['profile', 'review-categories', id] as const,
  reviewDistribution: (id: number) => ['profile', 'review-distribution', id] as const,
  /** D21, D25, D26, D29, D33, D40, D44 (part 2) */
  certificates: (id: number) => ['profile', 'certificates', id] as const,
  tools: (id: number) => ['profile', 'tools', id] as const,
  services: (id: number) => ['profile', 'services', id] as const,
  videos: (id: number) => ['profile', 'videos', id] as const,
  portfolio: (id: number) => ['profile', 'portfolio', id] as const,
  experience: (id: number) => ['profile', 'experience', id] as const,
  education: (id: number) => ['profile', 'education', id] as const,
};

/**
 * Avatars are not under `profileKeys.all`: the navbar shows one on every screen. An avatar save
 * invalidates `avatarKeys.all`, which refreshes the profile and the navbar together.
 */
export const avatarKeys = {
  all: ['avatar'] as const,
  /** D4; `small` is the 96 px rendition for the navbar and lists. */
  of: (id: number, size: 'full' | 'small') => ['avatar', id, size] as const,
};

/**
 * The profile page's aggregate read (issue 30), outside `profileKeys.all` on purpose: a save
 * invalidates the sections, which refetch through their own endpoints, never the whole page.
 */
export const profilePageKey = (id: number) => ['profile-page', id] as const;

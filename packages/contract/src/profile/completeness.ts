import { z } from 'zod';

/**
 * Profile completeness (D3): every part the owner can fill has a weight, the weights sum to 100,
 * and the progress is the sum of the filled parts' weights. Reviews are not a part: the owner
 * cannot write them. The onboarding answers (industries, sectors, working days and hours) are
 * always present once onboarding is passed, so they weigh nothing here.
 */
export const profileParts = {
  avatar: { weight: 10, label: 'Awatar' },
  background: { weight: 5, label: 'Zdjęcie w tle' },
  about: { weight: 10, label: 'Opis w sekcji „O mnie”' },
  aboutVideo: { weight: 10, label: 'Wideo o sobie' },
  location: { weight: 5, label: 'Lokalizacja i obszar świadczenia usług' },
  languages: { weight: 5, label: 'Znajomość języków' },
  certificates: { weight: 10, label: 'Certyfikaty i licencje' },
  salesTools: { weight: 5, label: 'Narzędzia sprzedażowe' },
  videos: { weight: 5, label: 'Wideo w sekcji „Wideo”' },
  services: { weight: 10, label: 'Usługi' },
  portfolio: { weight: 10, label: 'Portfolio' },
  experience: { weight: 10, label: 'Doświadczenie' },
  education: { weight: 5, label: 'Wykształcenie' },
} as const;

export type ProfilePart = keyof typeof profileParts;
export const PROFILE_PART_KEYS = Object.keys(profileParts) as [ProfilePart, ...ProfilePart[]];
export const ProfilePartKey = z.enum(PROFILE_PART_KEYS);

/** Which parts are filled: the server answers this from the database. */
export type FilledProfileParts = Record<ProfilePart, boolean>;

export function profileProgress(filled: FilledProfileParts): number {
  let progress = 0;
  for (const part of PROFILE_PART_KEYS) if (filled[part]) progress += profileParts[part].weight;
  return Math.min(100, progress);
}

/** The parts still missing, heaviest first (the progress bar's hint lists them). */
export function missingProfileParts(filled: FilledProfileParts): ProfilePart[] {
  return PROFILE_PART_KEYS.filter((part) => !filled[part]).sort(
    (a, b) => profileParts[b].weight - profileParts[a].weight,
  );
}

/**
 * `GET /complete/freelancer/me/details` [P]: D3's number together with what is missing, so the
 * owner learns how to raise it.
 */
export const ProfileCompleteness = z.object({
  progress: z.number().int().min(0).max(100),
  missing: z.array(z.object({ part: ProfilePartKey, label: z.string(), weight: z.number().int() })),
});
export type ProfileCompleteness = z.infer<typeof ProfileCompleteness>;

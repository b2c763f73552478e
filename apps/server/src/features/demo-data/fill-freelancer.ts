/**
 * One demo freelancer through the product's API: the ten onboarding answers and the finish (B*),
 * then the whole profile (D*): avatar, background, about, location and working area, languages,
 * certificates, experience, education and portfolio pictures.
 */
import {
  type ExperienceLevel,
  experienceLevel,
  type Voivodeship,
  voivodeship,
  weekday,
} from '@handlowo/contract';
import { type DemoCalendar, firstDayOf, type MonthIndex } from './demo-calendar.ts';
import type { DemoCall } from './demo-client.ts';
import { avatarPicture, backgroundPicture, portfolioPicture } from './demo-images.ts';
import type { DemoPerson } from './demo-people.ts';
import {
  ABOUT_CLOSINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  CERTIFICATES,
  CERTIFICATES_FOR_SENIORS,
  CITIES,
  EDUCATION,
  EMPLOYERS,
  JOB_TITLES,
  type JobTier,
  OTHER_JOB_TITLES,
  PASSIONS,
  PORTFOLIO,
} from './demo-texts.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface FreelancerCatalogue {
  specializationIds: number[];
  workingHours: string[];
  incomeGoals: string[];
  subIndustryIds: number[];
  typesOfSales: string[];
  sectorIds: number[];
  activityIds: number[];
  toolIds: number[];
}

/**
 * Months in sales that each experience level means (its label: 'Poniżej 1 roku', '1-2 lata',
 * '3-5 lat', 'Powyżej 6 lat'); the career's sales jobs add up to a number in the range.
 */
export const SALES_MONTHS: Record<ExperienceLevel, readonly [min: number, max: number]> = {
  BEGINNER: [0, 0],
  JUNIOR: [3, 11],
  INTERMEDIATE: [12, 35],
  SENIOR: [36, 71],
  EXPERT: [72, 180],
};
/** The tiers a level's newest job and its older jobs are drawn from. */
const TIERS: Record<
  Exclude<ExperienceLevel, 'BEGINNER'>,
  { newest: JobTier[]; older: JobTier[] }
> = {
  JUNIOR: { newest: ['entry'], older: ['entry'] },
  INTERMEDIATE: { newest: ['entry', 'mid'], older: ['entry'] },
  SENIOR: { newest: ['mid', 'senior'], older: ['entry', 'mid'] },
  EXPERT: { newest: ['senior'], older: ['mid', 'senior'] },
};
const JOB_COUNTS: Record<ExperienceLevel, readonly [number, number]> = {
  BEGINNER: [1, 1],
  JUNIOR: [1, 1],
  INTERMEDIATE: [1, 2],
  SENIOR: [2, 3],
  EXPERT: [2, 3],
};
/** The highest activity self-rating (1–5) that fits a level. */
const TOP_SKILL: Record<ExperienceLevel, number> = {
  BEGINNER: 2,
  JUNIOR: 3,
  INTERMEDIATE: 4,
  SENIOR: 5,
  EXPERT: 5,
};
const OTHER_LANGUAGES = ['GERMAN', 'SPANISH', 'FRENCH'] as const;

export interface Job {
  title: string;
  start: MonthIndex;
  /** Null: ongoing. */
  end: MonthIndex | null;
}

/**
 * A career back from this month: sales jobs whose months add up to `months` (the newest may be
 * ongoing), or for a beginner one job outside sales.
 */
export function career(
  random: SeededRandom,
  level: ExperienceLevel,
  months: number,
  today: MonthIndex,
): Job[] {
  if (level === 'BEGINNER') {
    const length = random.int(3, 12);
    const end = random.chance(0.5) ? null : today - random.int(1, 6);
    return [{ title: random.pick(OTHER_JOB_TITLES), start: (end ?? today) - length + 1, end }];
  }
  const tiers = TIERS[level];
  const count = random.int(...JOB_COUNTS[level]);
  // Split the months: every job at least 3, the rest spread at random.
  const lengths = Array.from({ length: count }, () => 3);
  for (let left = months - 3 * count; left > 0; left--) {
    const i = random.int(0, count - 1);
    lengths[i] = (lengths[i] as number) + 1;
  }
  const jobs: Job[] = [];
  let end: MonthIndex | null = random.chance(0.6) ? null : today - random.int(0, 2);
  for (const [i, length] of lengths.entries()) {
    const last = end ?? today;
    const start = last - length + 1;
    const tier = random.pick(i === 0 ? tiers.newest : tiers.older);
    jobs.push({ title: random.pick(JOB_TITLES[tier]), start, end });
    end = start - 1 - random.int(0, 3);
  }
  return jobs;
}

/** 'roku' / '5 lat' after 'od', and 'roczne' / '5-letnie' before 'doświadczenie'. */
export function aboutText(random: SeededRandom, level: ExperienceLevel, months: number): string {
  const years = Math.floor(months / 12);
  const group = level === 'BEGINNER' || level === 'JUNIOR' ? level : 'EXPERIENCED';
  return [
    random.pick(ABOUT_OPENINGS[group]),
    random.pick(ABOUT_MIDDLES[level === 'BEGINNER' ? 'BEGINNER' : 'EXPERIENCED']),
    random.pick(ABOUT_CLOSINGS),
  ]
    .join(' ')
    .replaceAll('{since}', years === 1 ? 'roku' : `${years} lat`)
    .replaceAll('{adjective}', years === 1 ? 'roczne' : `${years}-letnie`);
}

export async function fillFreelancer(
  call: DemoCall,
  random: SeededRandom,
  {
    id,
    person,
    index,
    catalogue: c,
    calendar,
  }: {
    id: number;
    person: DemoPerson;
    index: number;
    catalogue: FreelancerCatalogue;
    calendar: DemoCalendar;
  },
): Promise<void> {
  // Onboarding (B2–B19), answered as the ten steps do.
  const level = random.pick(experienceLevel.keys);
  const months = random.int(...SALES_MONTHS[level]);
  const today = calendar.month;
  const days = random.chance(0.7)
    ? weekday.keys.slice(0, 5)
    : weekday.keys.filter(() => random.chance(0.6));
  await call('PATCH', '/freelancer/me/experienceLevel', level);
  await call('PATCH', `/specialization/freelancer/${id}`, random.pick(c.specializationIds));
  await call('PATCH', '/freelancer/me/workingDays', days.length ? days : ['MONDAY']);
  await call('PATCH', '/freelancer/me/workingHours', random.pick(c.workingHours));
  await call('PATCH', '/freelancer/me/incomeGoal', random.pick(c.incomeGoals));
  await call(
    'PATCH',
    '/freelancer/me/industries',
    random.pickMany(c.subIndustryIds, random.int(2, 5)),
  );
  await call('PATCH', '/freelancer/me/typeOfSales', random.pick(c.typesOfSales));
  await call('PATCH', '/sector/freelancer', random.pickMany(c.sectorIds, random.int(2, 4)));
  await call(
    'PATCH',
    '/freelancer/me/activities',
    random
      .pickMany(c.activityIds, random.int(3, 7))
      .map((activityId) => ({ activityId, level: random.int(1, TOP_SKILL[level]) })),
  );
  await call('PATCH', '/freelancer/tools', random.pickMany(c.toolIds, random.int(3, 8)));
  await call('PATCH', '/onboarding');

  // Pictures: rendered while nothing else waits on them.
  const portfolio = random.pickMany(PORTFOLIO, random.int(2, 3));
  const [avatar, background, ...slides] = await Promise.all([
    avatarPicture(random.fork('avatar'), person.initials),
    backgroundPicture(random.fork('background')),
    ...portfolio.map(([title], i) => portfolioPicture(random.fork(`portfolio-${i}`), title)),
  ]);
  await call.form('PATCH', '/user/avatar', {
    file: { filename: 'avatar', data: avatar as Buffer },
  });
  await call.form('PATCH', '/freelancer/backgroundPicture', {
    file: { filename: 'background.jpg', data: background as Buffer },
  });

  await call.form('PATCH', '/about', {
    about: aboutText(random, level, months),
    mainPassion: random.pick(PASSIONS),
  });

  // Spread over all 16 voivodeships: the index walks the list, the seed picks the city.
  const state = voivodeship.keys[index % voivodeship.keys.length] as Voivodeship;
  const city = random.pick(CITIES[state]);
  await call('PATCH', '/freelancer/me/localization', { country: 'POLAND', state, city });
  await call(
    'PATCH',
    '/freelancer/me/localization/workingArea',
    random.chance(0.5)
      ? { workingArea: 'COUNTRY', workingAreaValue: 'POLAND' }
      : { workingArea: 'STATE', workingAreaValue: state },
  );
  await call('PATCH', '/languages', [
    { language: 'POLISH', level: 5 },
    { language: 'ENGLISH', level: random.int(2, 5) },
    ...(random.chance(0.4)
      ? [{ language: random.pick(OTHER_LANGUAGES), level: random.int(1, 4) }]
      : []),
  ]);

  const jobs = career(random.fork('career'), level, months, today);
  const careerStart = Math.min(...jobs.map((job) => job.start));
  // Courses from a year before the first job until last month; the senior ones from 3 years on.
  const certificates = CERTIFICATES.filter(
    ([name]) => months >= 36 || !CERTIFICATES_FOR_SENIORS.includes(name),
  );
  for (const [name, info] of random.pickMany(certificates, random.int(1, 3))) {
    const obtained = random.int(Math.min(careerStart - 12, today - 1), today - 1);
    const licence = name.startsWith('Licencja');
    await call('POST', '/certificate/freelancer', {
      name,
      info,
      dateOfObtaining: firstDayOf(obtained),
      certificateType: licence ? 'LICENSE' : 'CERTIFICATE',
      ...(licence || random.chance(0.3)
        ? { endDate: firstDayOf(obtained + 12 * random.int(2, 5)) }
        : {}),
    });
  }

  for (const job of jobs) {
    const place = random.pick(voivodeship.keys);
    await call('POST', '/workExperience/freelancer', {
      jobTitle: job.title,
      companyName: random.pick(EMPLOYERS),
      country: 'POLAND',
      state: place,
      city: random.pick(CITIES[place]),
      startDate: firstDayOf(job.start),
      endDate: job.end === null ? null : firstDayOf(job.end),
    });
  }

  // Studies end before the first job: October to June, two to five years.
  for (const [field, school, schoolCity, schoolState] of random.pickMany(
    EDUCATION,
    random.int(1, 2),
  )) {
    const end = careerStart - random.int(1, 8);
    await call('POST', '/freelancer/education', {
      nameOfEducation: field,
      titleOfEducation: school,
      startDate: firstDayOf(end - 12 * random.int(2, 5) + 4),
      endDate: firstDayOf(end),
      localization: { country: 'POLAND', state: schoolState, city: schoolCity },
    });
  }

  for (const [i, [title, info]] of portfolio.entries()) {
    await call.form('POST', '/freelancer/portfolios', {
      title,
      info,
      picture: { filename: `portfolio-${i + 1}.jpg`, data: slides[i] as Buffer },
    });
  }
}

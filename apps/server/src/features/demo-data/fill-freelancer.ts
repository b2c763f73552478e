/**
 * One demo freelancer through the product's API: the ten onboarding answers and the finish (B*),
 * then the whole profile (D*): avatar, background, about, location and working area, languages,
 * certificates, experience, education and portfolio pictures.
 */
import { type ExperienceLevel, type Voivodeship, voivodeship, weekday } from '@handlowo/contract';
import type { DemoCall } from './demo-client.ts';
import { avatarPicture, backgroundPicture, portfolioPicture } from './demo-images.ts';
import type { DemoPerson } from './demo-people.ts';
import {
  ABOUT_CLOSINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  CERTIFICATES,
  CITIES,
  EDUCATION,
  EMPLOYERS,
  JOB_TITLES,
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

/** [level, years in sales] – the years shape the about text and the career dates. */
const LEVELS: ReadonlyArray<readonly [ExperienceLevel, number, number]> = [
  ['BEGINNER', 0, 1],
  ['JUNIOR', 1, 1],
  ['INTERMEDIATE', 2, 2],
  ['SENIOR', 3, 5],
  ['EXPERT', 6, 15],
];
const OTHER_LANGUAGES = ['GERMAN', 'SPANISH', 'FRENCH'] as const;
/** The demo's "today": fixed, so that the same seed gives the same dates every year. */
const NOW_YEAR = 2026;

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}-01`;

export async function fillFreelancer(
  call: DemoCall,
  random: SeededRandom,
  {
    id,
    person,
    index,
    catalogue: c,
  }: { id: number; person: DemoPerson; index: number; catalogue: FreelancerCatalogue },
): Promise<void> {
  // Onboarding (B2–B19), answered as the ten steps do.
  const [level, minYears, maxYears] = random.pick(LEVELS);
  const years = Math.max(1, random.int(minYears, maxYears));
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
      .map((activityId) => ({ activityId, level: random.int(level === 'BEGINNER' ? 1 : 2, 5) })),
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

  const about = [
    random.pick(ABOUT_OPENINGS),
    random.pick(ABOUT_MIDDLES),
    random.pick(ABOUT_CLOSINGS),
  ]
    .join(' ')
    .replaceAll('{years}', String(years));
  await call.form('PATCH', '/about', { about, mainPassion: random.pick(PASSIONS) });

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

  for (const [name, info] of random.pickMany(CERTIFICATES, random.int(1, 3))) {
    const obtained = random.int(NOW_YEAR - years, NOW_YEAR - 1);
    const licence = name.startsWith('Licencja');
    await call('POST', '/certificate/freelancer', {
      name,
      info,
      dateOfObtaining: month(obtained, random.int(1, 12)),
      certificateType: licence ? 'LICENSE' : 'CERTIFICATE',
      ...(licence || random.chance(0.3) ? { endDate: month(obtained + random.int(2, 5), 12) } : {}),
    });
  }

  // A career back from today: the newest job may be ongoing.
  let end = NOW_YEAR;
  const jobs = Math.min(random.int(1, 3), Math.max(1, Math.ceil(years / 2)));
  for (let job = 0; job < jobs; job++) {
    const start = Math.max(end - random.int(1, 4), NOW_YEAR - years - 1);
    const place = random.pick(voivodeship.keys);
    await call('POST', '/workExperience/freelancer', {
      jobTitle: random.pick(JOB_TITLES),
      companyName: random.pick(EMPLOYERS),
      country: 'POLAND',
      state: place,
      city: random.pick(CITIES[place]),
      startDate: month(start, random.int(1, 12)),
      endDate: job === 0 && random.chance(0.6) ? null : month(Math.max(start, end), 12),
    });
    end = start - 1;
  }

  for (const [field, school, schoolCity, schoolState] of random.pickMany(
    EDUCATION,
    random.int(1, 2),
  )) {
    const start = NOW_YEAR - years - random.int(3, 8);
    await call('POST', '/freelancer/education', {
      nameOfEducation: field,
      titleOfEducation: school,
      startDate: month(start, 10),
      endDate: month(start + random.int(2, 5), 6),
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

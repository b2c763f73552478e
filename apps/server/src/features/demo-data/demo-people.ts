/**
 * The people of the demo marketplace: Polish names of both genders, unique e-mail addresses on a
 * demo domain (never a real mailbox), investors' companies and phones.
 */
import { COMPANIES } from './demo-texts.ts';
import { FEMALE_FIRST, MALE_FIRST, SURNAMES, transliterate } from './polish-people.ts';
import type { SeededRandom } from './seeded-random.ts';

export const DEMO_EMAIL_DOMAIN = 'demo.handlowo.pl';

export interface DemoPerson {
  role: 'FREELANCER' | 'INVESTOR' | 'ADMIN';
  female: boolean;
  firstName: string;
  lastName: string;
  initials: string;
  email: string;
  company: string | null;
  phone: string | null;
  /** Investors: the index into COMPANIES. */
  companyIndex: number;
}

const FREELANCER_FIRMS = ['Sprzedaż B2B', 'Doradztwo Handlowe', 'Lead Partner', 'Consulting'];

/** Admins first, then freelancers, then investors: the order accounts are inserted in. */
export function demoPeople(
  random: SeededRandom,
  sizes: { freelancers: number; investors: number; admins: number },
): DemoPerson[] {
  const names = new Set<string>();
  const emails = new Set<string>();
  const companies = random.shuffle(COMPANIES.map((_, i) => i));
  const person = (role: DemoPerson['role'], index: number): DemoPerson => {
    let female: boolean;
    let firstName: string;
    let lastName: string;
    do {
      female = random.chance(0.5);
      firstName = random.pick(female ? FEMALE_FIRST : MALE_FIRST);
      lastName = random.pick(SURNAMES)[female ? 1 : 0];
    } while (names.has(`${firstName} ${lastName}`));
    names.add(`${firstName} ${lastName}`);
    const local = transliterate(`${firstName}.${lastName}`).toLowerCase();
    let email = `${local}@${DEMO_EMAIL_DOMAIN}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${DEMO_EMAIL_DOMAIN}`;
    emails.add(email);
    const companyIndex = companies[index % companies.length] ?? 0;
    const company =
      role === 'INVESTOR'
        ? (COMPANIES[companyIndex]?.name ?? null)
        : role === 'FREELANCER' && random.chance(0.4)
          ? `${lastName} ${random.pick(FREELANCER_FIRMS)}`
          : null;
    const phone =
      role === 'INVESTOR'
        ? `+48 ${random.pick(['5', '6', '7', '8'])}${random.int(10, 99)}-${random.int(100, 999)}-${random.int(100, 999)}`
        : null;
    return {
      role,
      female,
      firstName,
      lastName,
      initials: `${firstName[0]}${lastName[0]}`,
      email,
      company,
      phone,
      companyIndex,
    };
  };
  return [
    ...Array.from({ length: sizes.admins }, (_, i) => person('ADMIN', i)),
    ...Array.from({ length: sizes.freelancers }, (_, i) => person('FREELANCER', i)),
    ...Array.from({ length: sizes.investors }, (_, i) => person('INVESTOR', i)),
  ];
}

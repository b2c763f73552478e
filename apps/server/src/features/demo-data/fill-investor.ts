/**
 * One demo investor through the product's API: the eight questionnaire steps (C*) and the
 * company's products (E9), then the service wizard on each of its orders (E3 stage, E4 services),
 * with start dates that fit the status the order is brought to (issue 28).
 */
import { type OrderStatus, voivodeship } from '@handlowo/contract';
import { type DemoCalendar, firstDayOf, type MonthIndex } from './demo-calendar.ts';
import type { DemoCall } from './demo-client.ts';
import type { DemoPerson } from './demo-people.ts';
import { COMPANIES, SERVICE_DESCRIPTIONS } from './demo-texts.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface InvestorCatalogue {
  answers: Record<
    | 'activityDestiny'
    | 'organizationStage'
    | 'goToMarketStrategy'
    | 'businessType'
    | 'investorRole'
    | 'employeeCountRange',
    string[]
  >;
  pipelines: { id: number; taskIds: number[] }[];
  /** Reference data by name: the demo's products name their sub-industry and sectors. */
  subIndustryIdByName: ReadonlyMap<string, number>;
  sectorIdByName: ReadonlyMap<string, number>;
  companySizes: string[];
  buyerPersonIds: number[];
}

export interface DefinedOrder {
  orderId: number;
  serviceIds: number[];
}

const PERIODS = [1, 2, 3, 6] as const;

/**
 * The month a service starts in, so that its months fit the order's status: a realised service
 * ended before this month (`monthsBack` more for an investor's older orders), an active one runs
 * this month, one waiting for verification or freelancers starts within three months.
 */
export function serviceStart(
  random: SeededRandom,
  status: OrderStatus,
  period: number,
  today: MonthIndex,
  monthsBack = 0,
): MonthIndex {
  switch (status) {
    case 'REALIZED':
      return today - period - random.int(0, 3) - monthsBack;
    case 'ACTIVE':
      return today - random.int(0, period - 1);
    default:
      return today + random.int(1, 3);
  }
}

/** The questionnaire and the company's products: once per investor. */
export async function fillInvestor(
  call: DemoCall,
  random: SeededRandom,
  { person, catalogue: c }: { person: DemoPerson; catalogue: InvestorCatalogue },
): Promise<void> {
  const company = COMPANIES[person.companyIndex] ?? COMPANIES[0];
  if (!company) throw new Error('demo data: no companies');
  for (const [field, options] of Object.entries(c.answers)) {
    await call('PATCH', `/investor/me/${field}`, random.pick(options));
  }
  const salesDepartment = random.chance(0.6);
  await call('PATCH', '/investor/me/salesDepartment', salesDepartment);
  if (salesDepartment) {
    await call(
      'PATCH',
      '/investor/me/company-emails',
      `handel@${company.site},biuro@${company.site}`,
    );
  }
  await call('PATCH', '/investor/me/companySiteUrl', `https://www.${company.site}`);
  await call('PATCH', '/investor/me/companyDescription', company.description);

  const idOf = (names: ReadonlyMap<string, number>, name: string) => {
    const id = names.get(name);
    if (id === undefined) throw new Error(`demo data: no reference entry named ${name}`);
    return id;
  };
  for (const product of company.products) {
    const area = random.int(0, 2);
    await call('POST', '/products', {
      name: product.name,
      description: product.description,
      subIndustryId: idOf(c.subIndustryIdByName, product.subIndustry),
      sectorIds: product.sectors.map((sector) => idOf(c.sectorIdByName, sector)),
      companySize: random.pickMany(c.companySizes, random.int(1, 2)),
      buyerPersonIds: random.pickMany(c.buyerPersonIds, random.int(1, 3)),
      ...(random.chance(0.4)
        ? {
            additionalNotes:
              'Preferujemy kontakt z firmami, które już korzystają z podobnych rozwiązań.',
          }
        : {}),
      ...(area === 0
        ? { country: 'POLAND' }
        : area === 1
          ? { state: random.pick(voivodeship.keys) }
          : { city: random.pick(['Warszawa', 'Kraków', 'Poznań', 'Wrocław', 'Gdańsk']) }),
    });
  }
}

/** The wizard on one order: its stage and one to three services dated for `status`. */
export async function defineOrder(
  call: DemoCall,
  random: SeededRandom,
  {
    orderId,
    status,
    monthsBack,
    calendar,
    catalogue: c,
  }: {
    orderId: number;
    status: OrderStatus;
    monthsBack: number;
    calendar: DemoCalendar;
    catalogue: InvestorCatalogue;
  },
): Promise<DefinedOrder> {
  const pipeline = random.pick(c.pipelines.filter((p) => p.taskIds.length > 1));
  await call('PATCH', `/order/${orderId}/pipeline/${pipeline.id}`);
  const serviceIds: number[] = [];
  // An order in verification keeps one service without a freelancer and offers the others.
  const count = random.int(status === 'VERYFICATION' ? 2 : 1, 3);
  for (const taskId of random.pickMany(pipeline.taskIds, count)) {
    const period = random.pick(PERIODS);
    const start = serviceStart(random, status, period, calendar.month, monthsBack);
    const service = await call<{ id: number }>('POST', '/order-activity', {
      amount: random.pick([20, 30, 50, 80, 100, 150, 200]),
      startDate: firstDayOf(start),
      period,
      description: random.pick(SERVICE_DESCRIPTIONS),
      pipelineMainTaskId: taskId,
      orderId,
    });
    serviceIds.push(service.id);
  }
  return { orderId, serviceIds };
}

/**
 * One demo investor through the product's API: the eight questionnaire steps (C*), then the
 * service wizard on order #1 (E3 stage, E4 services, E9 products).
 */
import { voivodeship } from '@handlowo/contract';
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
  subIndustryIds: number[];
  sectorIds: number[];
  companySizes: string[];
  buyerPersonIds: number[];
}

export interface DefinedOrder {
  orderId: number;
  serviceIds: number[];
}

const PERIODS = [1, 2, 3, 6] as const;

export async function defineInvestorOrder(
  call: DemoCall,
  random: SeededRandom,
  { person, catalogue: c }: { person: DemoPerson; index: number; catalogue: InvestorCatalogue },
): Promise<DefinedOrder> {
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

  const me = await call<{ orders: { id: number }[] }>('GET', '/investor/me');
  const orderId = me.orders[0]?.id;
  if (orderId === undefined) throw new Error('demo data: an investor without order #1');
  const pipeline = random.pick(c.pipelines.filter((p) => p.taskIds.length > 0));
  await call('PATCH', `/order/${orderId}/pipeline/${pipeline.id}`);
  const serviceIds: number[] = [];
  for (const taskId of random.pickMany(pipeline.taskIds, random.int(1, 3))) {
    const service = await call<{ id: number }>('POST', '/order-activity', {
      amount: random.pick([20, 30, 50, 80, 100, 150, 200]),
      startDate: `${random.pick([2026, 2027])}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      period: random.pick(PERIODS),
      description: random.pick(SERVICE_DESCRIPTIONS),
      pipelineMainTaskId: taskId,
      orderId,
    });
    serviceIds.push(service.id);
  }
  for (const [name, description] of company.products) {
    const area = random.int(0, 2);
    await call('POST', '/products', {
      name,
      description,
      subIndustryId: random.pick(c.subIndustryIds),
      sectorIds: random.pickMany(c.sectorIds, random.int(1, 3)),
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
  return { orderId, serviceIds };
}

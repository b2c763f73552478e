import { type PlainOption, reviewCategory } from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import {
  freelancers,
  orders,
  pictures,
  pipelineMainTasks,
  videos,
} from '../../../db/schema/index.ts';
import { referenceReader } from '../../../testing/access/actors.ts';
import { clientAddress } from '../../../testing/access/send.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { sampleImage, sampleVideo } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody } from '../../../testing/multipart.ts';
import { createOrder } from '../../orders/order.repository.ts';
import { productRequest, readProductOptions } from '../../orders/products/product-fixtures.ts';

/*
 * Test support of the deletion tests: users with every section of their role filled through the
 * API (each with its own names, e-mail, phone and company, so that any copy of them left in the
 * database is found), and the orders that tie them together.
 */

/** A user of a deletion test with the personal data a deletion must not leave behind. */
export interface Person {
  id: number;
  email: string;
  token: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Letters only (names must be), unique per call, so a test's rows are told apart by it. */
export function newTag(): string {
  let tag = '';
  for (let i = 0; i < 10; i++) tag += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return tag;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Sends a JSON (or raw text) request that must succeed; returns the answer's JSON, if any. */
export async function call<T = unknown>(
  app: FastifyInstance,
  token: string,
  method: HTTPMethods,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: clientAddress(),
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json() : undefined) as T;
}

/** Sends a multipart form that must succeed. */
export async function sendForm(
  app: FastifyInstance,
  token: string,
  method: HTTPMethods,
  url: string,
  parts: FormPart[],
): Promise<void> {
  const { body, contentType } = multipartBody(parts);
  const res = await app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: clientAddress(),
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
}

async function person(
  app: FastifyInstance,
  role: 'FREELANCER' | 'INVESTOR' | 'ADMIN',
  { email, tag = newTag() }: { email?: string; tag?: string } = {},
): Promise<Person> {
  const details = {
    firstName: `Zenobia${tag}`,
    lastName: `Wiśniewska${capital(tag)}`,
    phone: `+48 600 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    company: `Handel${capital(tag)} sp. z o.o.`,
  };
  const created = await createUser(app, {
    role,
    ...details,
    ...(email ? { email } : { email: `${role.toLowerCase()}-${tag}@test.handlowo.local` }),
  });
  return {
    id: created.user.id,
    email: created.user.email,
    token: created.token,
    password: created.password,
    ...details,
  };
}

const image = (filename: string) => async (): Promise<FormPart> => ({
  name: 'file',
  filename,
  contentType: 'image/png',
  data: await sampleImage('png'),
});

const first = <T>(list: T[]): T => {
  const item = list[0];
  if (item === undefined) throw new Error('an empty reference list');
  return item;
};

/**
 * A freelancer with every onboarding answer and every profile section: avatar, background,
 * about with its video, location, working area, languages, company, a certificate, experience,
 * education, two portfolio pictures and a video.
 */
export async function fullFreelancer(
  app: FastifyInstance,
  options: { email?: string; tag?: string } = {},
): Promise<Person> {
  const user = await person(app, 'FREELANCER', options);
  const read = referenceReader(app);
  const [specializations, hours, goals, industries, types, sectors, activities, tools] =
    await Promise.all([
      read<{ id: number }[]>('/api/specialization'),
      read<{ workingHour: string }[]>('/api/workingHours'),
      read<{ incomeGoal: string }[]>('/api/incomeGoals'),
      read<{ subIndustries: { id: number }[] }[]>('/api/industries'),
      read<{ typeOfSales: string }[]>('/api/typeOfSales'),
      read<{ id: number }[]>('/api/sectors'),
      read<{ id: number }[]>('/api/activities'),
      read<{ id: number }[]>('/api/tools'),
    ]);
  const saves: [string, unknown][] = [
    ['/freelancer/me/experienceLevel', 'SENIOR'],
    [`/specialization/freelancer/${user.id}`, String(first(specializations).id)],
    ['/freelancer/me/workingDays', ['MONDAY', 'FRIDAY']],
    ['/freelancer/me/workingHours', first(hours).workingHour],
    ['/freelancer/me/incomeGoal', first(goals).incomeGoal],
    ['/freelancer/me/industries', [first(first(industries).subIndustries).id]],
    ['/freelancer/me/typeOfSales', first(types).typeOfSales],
    ['/sector/freelancer', [first(sectors).id]],
    ['/freelancer/me/activities', [{ activityId: first(activities).id, level: 4 }]],
    ['/freelancer/tools', [first(tools).id]],
    ['/onboarding', undefined],
    ['/freelancer/me/localization', { country: 'POLAND', state: 'MAZOWIECKIE', city: 'Radom' }],
    [
      '/freelancer/me/localization/workingArea',
      { workingArea: 'COUNTRY', workingAreaValue: 'POLAND' },
    ],
    [
      '/languages',
      [
        { language: 'POLISH', level: 5 },
        { language: 'ENGLISH', level: 3 },
      ],
    ],
    ['/freelancer/me/company', user.company],
  ];
  for (const [url, body] of saves) await call(app, user.token, 'PATCH', url, body);

  await sendForm(app, user.token, 'PATCH', '/user/avatar', [await image('awatar.png')()]);
  await sendForm(app, user.token, 'PATCH', '/freelancer/backgroundPicture', [
    await image('tlo.png')(),
  ]);
  await sendForm(app, user.token, 'PATCH', '/about', [
    { name: 'about', value: 'Sprzedaję usługi IT od dziesięciu lat.' },
    { name: 'mainPassion', value: 'Negocjacje' },
    { name: 'video', filename: 'o-mnie.mp4', contentType: 'video/mp4', data: sampleVideo('mp4') },
  ]);
  await sendForm(app, user.token, 'POST', '/video', [
    { name: 'title', value: 'Prezentacja' },
    { name: 'file', filename: 'prezentacja.mp4', contentType: 'video/mp4', data: sampleVideo() },
  ]);
  for (const title of ['Kampania B2B', 'Program partnerski']) {
    await sendForm(app, user.token, 'POST', '/freelancer/portfolios', [
      { name: 'title', value: title },
      { name: 'info', value: 'Opis projektu.' },
      { ...(await image('projekt.png')()), name: 'picture' },
    ]);
  }
  await call(app, user.token, 'POST', '/certificate/freelancer', {
    name: 'Certyfikat sprzedaży',
    info: 'Akademia Handlu',
    dateOfObtaining: '2023-05-01',
    certificateType: 'CERTIFICATE',
  });
  await call(app, user.token, 'POST', '/workExperience/freelancer', {
    jobTitle: 'Handlowiec',
    companyName: 'Hurtownia Północ',
    country: 'POLAND',
    state: 'POMORSKIE',
    city: 'Gdańsk',
    startDate: '2019-01-01',
    endDate: null,
  });
  await call(app, user.token, 'POST', '/freelancer/education', {
    nameOfEducation: 'Zarządzanie',
    titleOfEducation: 'Uniwersytet Gdański',
    startDate: '2012-10-01',
    endDate: '2016-06-01',
    localization: { country: 'POLAND', state: 'POMORSKIE', city: 'Gdańsk' },
  });
  return user;
}

async function optionName(app: FastifyInstance, token: string, url: string): Promise<string> {
  return first(await call<PlainOption[]>(app, token, 'GET', url)).name;
}

/**
 * An investor with every questionnaire answer, an avatar and two products, its order #1 left NEW
 * (what `realizeOrder` moves on).
 */
export async function fullInvestor(
  app: FastifyInstance,
  options: { email?: string; tag?: string } = {},
): Promise<Person> {
  const user = await person(app, 'INVESTOR', options);
  const choices: [string, string][] = [
    ['activityDestiny', '/activity-destiny'],
    ['organizationStage', '/organization-stage'],
    ['goToMarketStrategy', '/strategies'],
    ['businessType', '/business-type'],
    ['investorRole', '/investor-role'],
    ['employeeCountRange', '/employee-count-range'],
  ];
  for (const [field, list] of choices) {
    await call(
      app,
      user.token,
      'PATCH',
      `/investor/me/${field}`,
      await optionName(app, user.token, list),
    );
  }
  await call(app, user.token, 'PATCH', '/investor/me/salesDepartment', true);
  await call(app, user.token, 'PATCH', '/investor/me/company-emails', 'biuro@firma.pl');
  await call(app, user.token, 'PATCH', '/investor/me/companySiteUrl', 'firma.pl');
  await call(
    app,
    user.token,
    'PATCH',
    '/investor/me/companyDescription',
    'Oprogramowanie dla szkół.',
  );
  const product = productRequest(await readProductOptions(app.db));
  await call(app, user.token, 'POST', '/products', product);
  await call(app, user.token, 'POST', '/products', { ...product, name: 'Drugi produkt' });
  await sendForm(app, user.token, 'PATCH', '/user/avatar', [await image('logo.png')()]);
  return user;
}

/** An admin with an avatar. */
export async function fullAdmin(
  app: FastifyInstance,
  options: { email?: string; tag?: string } = {},
): Promise<Person> {
  const user = await person(app, 'ADMIN', options);
  await sendForm(app, user.token, 'PATCH', '/admin/avatar', [await image('admin.png')()]);
  return user;
}

/** The investor's first order id. */
export async function firstOrderId(app: FastifyInstance, investorId: number): Promise<number> {
  const [row] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.investorId, investorId))
    .orderBy(asc(orders.investorOrderNumber))
    .limit(1);
  if (!row) throw new Error(`investor ${investorId} has no order`);
  return row.id;
}

/**
 * Takes the investor's order #1 through the whole flow by the API: a stage and one service per
 * freelancer (E3, E4), the guardian (F12), the freelancers (F15, each accepting its offer), the finish (G2) and a review of
 * each freelancer written in the investor's name (F16). Returns the order and its services.
 */
export async function realizeOrder(
  app: FastifyInstance,
  {
    investor,
    freelancers,
    admin,
  }: { investor: Person; freelancers: Person[]; admin: { id: number; token: string } },
): Promise<{ orderId: number; serviceIds: number[] }> {
  const orderId = await firstOrderId(app, investor.id);
  await call(app, investor.token, 'PATCH', `/order/${orderId}/pipeline/1`);
  const tasks = await app.db
    .select({ id: pipelineMainTasks.id })
    .from(pipelineMainTasks)
    .where(eq(pipelineMainTasks.pipelineId, 1))
    .orderBy(asc(pipelineMainTasks.position));
  const serviceIds: number[] = [];
  for (const [i] of freelancers.entries()) {
    const task = tasks[i];
    if (!task) throw new Error('stage 1 has too few main tasks');
    const service = await call<{ id: number }>(app, investor.token, 'POST', '/order-activity', {
      orderId,
      pipelineMainTaskId: task.id,
      amount: 30,
      period: 3,
      startDate: '2027-02-01',
      description: 'Umawianie spotkań z dyrektorami szkół.',
    });
    serviceIds.push(service.id);
  }
  await call(app, admin.token, 'PATCH', `/order/${orderId}/admin/${admin.id}`);
  for (const [i, freelancer] of freelancers.entries()) {
    await call(
      app,
      admin.token,
      'PATCH',
      `/order-activity/${serviceIds[i]}/freelancer/${freelancer.id}`,
    );
    // An assignment is an offer (issue 25): accepting the last one makes the order active.
    await call(app, freelancer.token, 'POST', `/freelancer/me/assignments/${serviceIds[i]}/accept`);
  }
  await call(app, admin.token, 'PATCH', `/admin-panel/orders/${orderId}/status`, {
    orderStatus: 'REALIZED',
  });
  for (const [i, freelancer] of freelancers.entries()) {
    await call(app, admin.token, 'POST', `/investor/${investor.id}/opinions`, {
      freelancerId: freelancer.id,
      orderActivityId: serviceIds[i],
      text: 'Rzetelna współpraca, polecam.',
      categoryOpinions: reviewCategory.keys.map((category) => ({ category, score: 4 })),
    });
  }
  return { orderId, serviceIds };
}

/** A second order of the investor (NEW), straight into the database: no route makes one. */
export async function addOrder(app: FastifyInstance, investorId: number): Promise<number> {
  return (await createOrder(app.db, investorId)).id;
}

/** Every media key the user's rows name (pictures with both renditions, videos, about video). */
export async function mediaKeysOf(app: FastifyInstance, userId: number): Promise<string[]> {
  const [pictureRows, videoRows, freelancer] = await Promise.all([
    app.db.select().from(pictures).where(eq(pictures.userId, userId)),
    app.db.select().from(videos).where(eq(videos.freelancerId, userId)),
    app.db.select().from(freelancers).where(eq(freelancers.userId, userId)),
  ]);
  return [
    ...pictureRows.flatMap((p) => [
      p.storageKey,
      ...(p.smallStorageKey ? [p.smallStorageKey] : []),
    ]),
    ...videoRows.map((v) => v.storageKey),
    ...freelancer.flatMap((f) => (f.aboutVideoKey ? [f.aboutVideoKey] : [])),
  ];
}

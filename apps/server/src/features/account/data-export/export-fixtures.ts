import { randomBytes } from 'node:crypto';
import { type PlainOption, reviewCategory } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readOnboardingOptions } from '../../../testing/access/actors.ts';
import { send } from '../../../testing/access/send.ts';
import type { RequestContext } from '../../../testing/access/types.ts';
import { decodeJwt } from '../../../testing/decode-jwt.ts';
import { createUser, uniqueEmail } from '../../../testing/factories.ts';
import { sampleImage, sampleVideo } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody } from '../../../testing/multipart.ts';
import { issueVerificationLink } from '../../auth/email-verification.service.ts';
import { firstOrderOf, taskIdsOf } from '../../orders/activities/order-arrange.ts';
import { productRequest, readProductOptions } from '../../orders/products/product-fixtures.ts';

/*
 * Test support for the data export: users with every section filled, through the API as their
 * owners and the admins fill them (the files go through the real uploads). Every free text holds
 * a marker unique to its owner, so a test can prove that nothing of one user shows in another's
 * export.
 */

type Read = RequestContext['read'];

/** A user made for the export tests and the texts only their data holds. */
export interface FilledUser {
  id: number;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  /** Unique texts (company, phone, about, titles …): none may appear in another's export. */
  markers: string[];
  /**
   * Texts of this user that the other side also has in its export: an order service's
   * description (the assigned freelancer's), a review (the reviewed freelancer's).
   */
  shared: string[];
}

/**
 * A new number per upload: every picture and video gets its own size, so its bytes (and hash)
 * are its own and a file in an export names its owner.
 */
let uploads = 0;
const nextUpload = () => {
  uploads += 1;
  return uploads;
};

/** A random number in the format the contract asks for (+48 123-456-789). */
const phoneNumber = () => {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `+48 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

const unique = (what: string) => `${what}-${randomBytes(5).toString('hex')}`;

const marker = (user: FilledUser, what: string) => {
  const text = unique(what);
  user.markers.push(text);
  return text;
};

const sharedText = (user: FilledUser, what: string) => {
  const text = unique(what);
  user.shared.push(text);
  return text;
};

async function call(
  app: FastifyInstance,
  token: string | undefined,
  method: string,
  url: string,
  body?: unknown,
  status = 204,
  contentType?: string,
) {
  const res = await send(app, method, { url, body, contentType }, token);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

const upload = (
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  parts: FormPart[],
  status = 204,
) => {
  const { body, contentType } = multipartBody(parts);
  return call(app, token, method, url, body, status, contentType);
};

const first = <T>(list: T[]): T => {
  const item = list[0];
  if (item === undefined) throw new Error('empty reference list');
  return item;
};

/** Every onboarding answer (two of each list) and the finish. */
async function onboard(app: FastifyInstance, user: FilledUser, read: Read) {
  const [specializations, hours, goals, industries, types, sectors, activities, tools] =
    await readOnboardingOptions(read);
  const subIndustries = industries.flatMap((i) => i.subIndustries).slice(1, 3);
  const saves: [string, unknown][] = [
    ['/api/freelancer/me/experienceLevel', 'SENIOR'],
    [`/api/specialization/freelancer/${user.id}`, String(first(specializations).id)],
    ['/api/freelancer/me/workingDays', ['MONDAY', 'THURSDAY']],
    ['/api/freelancer/me/workingHours', first(hours).workingHour],
    ['/api/freelancer/me/incomeGoal', first(goals).incomeGoal],
    ['/api/freelancer/me/industries', subIndustries.map((s) => s.id)],
    ['/api/freelancer/me/typeOfSales', first(types).typeOfSales],
    ['/api/sector/freelancer', sectors.slice(0, 2).map((s) => s.id)],
    [
      '/api/freelancer/me/activities',
      activities.slice(0, 2).map((a, i) => ({ activityId: a.id, level: i + 3 })),
    ],
    ['/api/freelancer/tools', tools.slice(0, 2).map((t) => t.id)],
    ['/api/onboarding', undefined],
  ];
  for (const [url, body] of saves) await call(app, user.token, 'PATCH', url, body);
}

const picture = async (name = 'file') => ({
  name,
  filename: 'zdjecie.png',
  contentType: 'image/png',
  data: await sampleImage('png', { width: 40 + nextUpload(), height: 30 }),
});

const video = (name: string, filename: string) => ({
  name,
  filename,
  contentType: 'video/mp4',
  data: sampleVideo('mp4', 4096 + 16 * nextUpload()),
});

/**
 * Logs in through the API from an address of the user's own (a known login address of the
 * export); the address joins the markers.
 */
async function logInFromOwnAddress(app: FastifyInstance, user: FilledUser, password: string) {
  const octet = () => 100 + Math.floor(Math.random() * 100);
  const remoteAddress = `10.77.${octet()}.${octet()}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: user.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  user.markers.push(remoteAddress);
}

/** A set-password link (RESET) for the user's address: a password_tokens row. */
const resetLink = (app: FastifyInstance, email: string) =>
  call(app, undefined, 'POST', '/api/token-reset/send-email', { email });

/**
 * The link that confirms the address, as the freelancer's registration (A2) mails it (ADR 017):
 * an email_verification_tokens row. The factory inserts the account without one.
 */
const verificationLink = (app: FastifyInstance, user: FilledUser) =>
  app.db.transaction((tx) =>
    issueVerificationLink(tx, app.config, {
      userId: user.id,
      email: user.email,
      reason: 'REGISTRATION',
    }),
  );

/**
 * A freelancer with every onboarding answer, every profile field, avatar, background, two
 * portfolio projects, a video, the about video, and one certificate, job and school each.
 */
export async function filledFreelancer(
  app: FastifyInstance,
  read: Read,
  names: { firstName: string; lastName: string },
): Promise<FilledUser> {
  const phone = phoneNumber();
  const created = await createUser(app, { role: 'FREELANCER', phone });
  const user: FilledUser = {
    id: created.user.id,
    email: created.user.email,
    token: created.token,
    ...names,
    markers: [created.user.email, phone],
    shared: [],
  };
  const { token } = user;
  await onboard(app, user, read);
  await call(app, token, 'PATCH', '/api/freelancer/me/name', names);
  await call(app, token, 'PATCH', '/api/freelancer/me/company', marker(user, 'firma'));
  await call(app, token, 'PATCH', '/api/freelancer/me/localization', {
    country: 'POLAND',
    state: 'POMORSKIE',
    city: marker(user, 'Miasto'),
  });
  await call(app, token, 'PATCH', '/api/freelancer/me/localization/workingArea', {
    workingArea: 'STATE',
    workingAreaValue: 'POMORSKIE',
  });
  await call(app, token, 'PATCH', '/api/languages', [
    { language: 'POLISH', level: 5 },
    { language: 'GERMAN', level: 2 },
  ]);
  await upload(app, token, 'PATCH', '/api/about', [
    { name: 'about', value: marker(user, 'o-mnie') },
    { name: 'mainPassion', value: marker(user, 'pasja') },
    video('video', 'o-mnie.mp4'),
  ]);
  await upload(app, token, 'PATCH', '/api/user/avatar', [await picture()]);
  await upload(app, token, 'PATCH', '/api/freelancer/backgroundPicture', [await picture()]);
  for (const n of [1, 2]) {
    await upload(
      app,
      token,
      'POST',
      '/api/freelancer/portfolios',
      [
        { name: 'title', value: marker(user, `projekt${n}`) },
        { name: 'info', value: marker(user, `opis${n}`) },
        await picture('picture'),
      ],
      201,
    );
  }
  await upload(
    app,
    token,
    'POST',
    '/api/video',
    [{ name: 'title', value: marker(user, 'wideo') }, video('file', `${marker(user, 'plik')}.mp4`)],
    201,
  );
  await call(
    app,
    token,
    'POST',
    '/api/certificate/freelancer',
    {
      name: marker(user, 'certyfikat'),
      info: marker(user, 'wystawca'),
      dateOfObtaining: '2023-05-01',
      certificateType: 'CERTIFICATE',
      endDate: '2026-05-01',
    },
    201,
  );
  await call(
    app,
    token,
    'POST',
    '/api/workExperience/freelancer',
    {
      jobTitle: marker(user, 'stanowisko'),
      companyName: marker(user, 'pracodawca'),
      country: 'POLAND',
      state: 'MAZOWIECKIE',
      city: 'Warszawa',
      startDate: '2019-03-01',
      endDate: null,
    },
    201,
  );
  await call(
    app,
    token,
    'POST',
    '/api/freelancer/education',
    {
      nameOfEducation: marker(user, 'kierunek'),
      titleOfEducation: marker(user, 'uczelnia'),
      startDate: '2012-10-01',
      endDate: '2015-06-01',
      localization: { country: 'POLAND', state: 'MALOPOLSKIE', city: 'Kraków' },
    },
    201,
  );
  await resetLink(app, user.email);
  await verificationLink(app, user);
  await logInFromOwnAddress(app, user, created.password);
  return user;
}

const optionName = async (read: Read, url: string) => first(await read<PlainOption[]>(url)).name;

/**
 * An investor as the start screen makes one: a temporary investor answering every question,
 * choosing a stage with two services, adding two products, then registering (contact data,
 * consents, the activation link), with an avatar.
 */
export async function filledInvestor(
  app: FastifyInstance,
  read: Read,
  names: { firstName: string; lastName: string },
): Promise<FilledUser & { orderId: number; serviceIds: number[] }> {
  const started = await call(app, undefined, 'POST', '/api/auth/start', undefined, 200);
  const { token } = started.json<{ token: string }>();
  const user: FilledUser = {
    id: Number(decodeJwt(token).sub),
    email: uniqueEmail('inwestor'),
    token,
    ...names,
    markers: [],
    shared: [],
  };
  const answers: [string, unknown][] = [
    ['activityDestiny', await optionName(read, '/api/activity-destiny')],
    ['organizationStage', await optionName(read, '/api/organization-stage')],
    ['salesDepartment', true],
    ['company-emails', `${marker(user, 'biuro')}@firma.pl`],
    ['goToMarketStrategy', await optionName(read, '/api/strategies')],
    ['businessType', await optionName(read, '/api/business-type')],
    ['investorRole', await optionName(read, '/api/investor-role')],
    ['employeeCountRange', await optionName(read, '/api/employee-count-range')],
    ['companySiteUrl', `${marker(user, 'strona')}.pl`],
    ['companyDescription', marker(user, 'opis-firmy')],
  ];
  for (const [field, body] of answers) {
    await call(app, token, 'PATCH', `/api/investor/me/${field}`, body);
  }
  const order = await firstOrderOf(app, user.id);
  await call(app, token, 'PATCH', `/api/order/${order.id}/pipeline/2`);
  const serviceIds: number[] = [];
  for (const taskId of (await taskIdsOf(app, 2)).slice(0, 2)) {
    const res = await call(
      app,
      token,
      'POST',
      '/api/order-activity',
      {
        orderId: order.id,
        pipelineMainTaskId: taskId,
        amount: 15,
        period: 3,
        startDate: '2027-05-04',
        description: sharedText(user, 'usluga'),
      },
      201,
    );
    serviceIds.push(res.json<{ id: number }>().id);
  }
  const options = await readProductOptions(app.db);
  for (const n of [1, 2]) {
    await call(
      app,
      token,
      'POST',
      '/api/products',
      {
        ...productRequest(options),
        name: marker(user, `produkt${n}`),
        description: marker(user, `opis-produktu${n}`),
        additionalNotes: marker(user, `uwagi${n}`),
      },
      201,
    );
  }
  await upload(app, token, 'PATCH', '/api/user/avatar', [await picture()]);
  const company = marker(user, 'Spolka');
  const phone = phoneNumber();
  user.markers.push(user.email, phone);
  await call(app, token, 'PATCH', '/api/register/mock-investor', {
    ...names,
    company,
    email: user.email,
    phone,
    privacy: true,
    regulations: true,
  });
  return { ...user, orderId: order.id, serviceIds };
}

/** An admin with an avatar and a reset link. */
export async function filledAdmin(
  app: FastifyInstance,
  names: { firstName: string; lastName: string },
): Promise<FilledUser> {
  const created = await createUser(app, { role: 'ADMIN', ...names });
  const user: FilledUser = {
    id: created.user.id,
    email: created.user.email,
    token: created.token,
    ...names,
    markers: [created.user.email],
    shared: [],
  };
  await upload(app, user.token, 'PATCH', '/api/admin/avatar', [await picture()]);
  await resetLink(app, user.email);
  await logInFromOwnAddress(app, user, created.password);
  return user;
}

/**
 * The admin guards the investor's order, assigns a freelancer to each service, who accepts (the
 * order becomes active), closes it and rates every service for the investor: reviews the freelancers receive
 * and the investor wrote. The texts join the markers of both sides.
 */
export async function realizeOrder(
  app: FastifyInstance,
  admin: FilledUser,
  investor: Awaited<ReturnType<typeof filledInvestor>>,
  freelancers: FilledUser[],
) {
  await call(app, admin.token, 'PATCH', `/api/order/${investor.orderId}/admin/${admin.id}`);
  for (const [i, serviceId] of investor.serviceIds.entries()) {
    const freelancer = freelancers[i] as FilledUser;
    await call(
      app,
      admin.token,
      'PATCH',
      `/api/order-activity/${serviceId}/freelancer/${freelancer.id}`,
    );
    // An assignment is an offer (issue 25): accepting the last one makes the order active.
    await call(app, freelancer.token, 'POST', `/api/freelancer/me/assignments/${serviceId}/accept`);
  }
  await call(
    app,
    admin.token,
    'PATCH',
    `/api/admin-panel/orders/${investor.orderId}/status`,
    'REALIZED',
  );
  for (const [i, serviceId] of investor.serviceIds.entries()) {
    const freelancer = freelancers[i] as FilledUser;
    const text = sharedText(investor, 'opinia');
    freelancer.shared.push(text);
    await call(
      app,
      admin.token,
      'POST',
      `/api/investor/${investor.id}/opinions`,
      {
        freelancerId: freelancer.id,
        orderActivityId: serviceId,
        text,
        categoryOpinions: reviewCategory.keys.map((category, n) => ({ category, score: 1 + n })),
      },
      201,
    );
  }
}

import type { FreelancerBar, FreelancerData } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freelancers } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { expectPolish400, getOk, sendRaw } from '../../testing/requests.ts';

let app: FastifyInstance;
let investorToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  investorToken = (await createUser(app, { role: 'INVESTOR' })).token;
});
afterAll(() => app.close());

async function freelancer() {
  const { user, token } = await createUser(app, { role: 'FREELANCER', company: null });
  return { id: user.id, token };
}

const patch = (url: string, token: string, payload?: unknown, contentType?: string) =>
  sendRaw(app, 'PATCH', `/api${url}`, { token, payload, contentType });

const me = (token: string) => getOk<FreelancerData>(app, '/api/freelancer/me', token);
const bar = (id: number, token: string) =>
  getOk<FreelancerBar>(app, `/api/freelancer/bar/${id}`, token);

const hasAnswersRow = async (id: number) =>
  (await app.db.select().from(freelancers).where(eq(freelancers.userId, id))).length === 1;

/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = '----handlowoFormBoundary7MA4YWxk';
  const body = parts
    .map(({ name, value, filename }) =>
      filename === undefined
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('D11 PATCH /freelancer/me/name', () => {
  it('saves both names and ignores the other form fields the snapshot sends', async () => {
    const { token } = await freelancer();
    const res = await patch('/freelancer/me/name', token, {
      firstName: 'Zofia',
      lastName: 'Nowak-Wiśniewska',
      company: 'Ignorowana',
      specialization: 3,
      experience: 'SENIOR',
      incomeGoal: 'X',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const data = await me(token);
    expect(data).toMatchObject({ firstName: 'Zofia', lastName: 'Nowak-Wiśniewska', company: null });
  });

  it('refuses an invalid name with a Polish 400 and changes nothing', async () => {
    const { token } = await freelancer();
    expectPolish400(
      await patch('/freelancer/me/name', token, { firstName: 'zofia', lastName: 'Nowak' }),
    );
    expectPolish400(await patch('/freelancer/me/name', token, { firstName: 'Zofia' }));
    expect(await me(token)).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski' });
  });

  it('is for freelancers only', async () => {
    const res = await patch('/freelancer/me/name', investorToken, {
      firstName: 'Zofia',
      lastName: 'Nowak',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('D12 PATCH /freelancer/me/company', () => {
  it('reads the multipart field `company` (canonical), ignoring other text fields', async () => {
    const { token } = await freelancer();
    const { payload, contentType } = form([
      { name: 'other', value: 'x' },
      { name: 'company', value: '  Handel Sp. z o.o. ' },
    ]);
    const res = await patch('/freelancer/me/company', token, payload, contentType);
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(token)).company).toBe('Handel Sp. z o.o.');
  });

  it.each([
    ['bare text as text/plain', 'Firma A', 'text/plain; charset=utf-8', 'Firma A'],
    ['bare text as application/json (the snapshot)', 'Firma B', 'application/json', 'Firma B'],
    ['a JSON string', '"Firma C"', 'application/json', 'Firma C'],
    ['a JSON object', '{"company":"Firma D"}', 'application/json', 'Firma D'],
  ])('accepts %s', async (_, payload, contentType, saved) => {
    const { token } = await freelancer();
    expect((await patch('/freelancer/me/company', token, payload, contentType)).statusCode).toBe(
      204,
    );
    expect((await me(token)).company).toBe(saved);
  });

  it('removes the company when the field is sent empty or blank (Firma is optional, issue 28)', async () => {
    const { token } = await freelancer();
    for (const value of ['', '   ']) {
      const named = form([{ name: 'company', value: 'Handel Sp' }]);
      await patch('/freelancer/me/company', token, named.payload, named.contentType);
      expect((await me(token)).company).toBe('Handel Sp');
      const empty = form([{ name: 'company', value }]);
      const res = await patch('/freelancer/me/company', token, empty.payload, empty.contentType);
      expect(res.statusCode, res.body).toBe(204);
      expect((await me(token)).company).toBeNull();
    }
  });

  it('refuses names outside 2–50 characters, in every form, and changes nothing', async () => {
    const { token } = await freelancer();
    expectPolish400(await patch('/freelancer/me/company', token, 'A', 'text/plain'));
    expectPolish400(await patch('/freelancer/me/company', token, 'A'.repeat(51), 'text/plain'));
    const short = form([{ name: 'company', value: 'A' }]);
    expectPolish400(await patch('/freelancer/me/company', token, short.payload, short.contentType));
    const long = form([{ name: 'company', value: 'B'.repeat(2000) }]);
    expectPolish400(await patch('/freelancer/me/company', token, long.payload, long.contentType));
    expect((await me(token)).company).toBeNull();
  });

  it('refuses a form without `company`, with a file, with the field twice or with NUL', async () => {
    const { token } = await freelancer();
    const cases = [
      [form([{ name: 'name', value: 'Firma' }]), 'VALIDATION'],
      [form([{ name: 'company', value: 'Firma', filename: 'company.txt' }]), 'UNEXPECTED_FILE'],
      [
        form([
          { name: 'company', value: 'Firma' },
          { name: 'file', value: 'data', filename: 'a.png' },
        ]),
        'UNEXPECTED_FILE',
      ],
      [
        form([
          { name: 'company', value: 'Firma A' },
          { name: 'company', value: 'Firma B' },
        ]),
        'INVALID_BODY',
      ],
      [form([{ name: 'company', value: 'Fir\0ma' }]), 'INVALID_BODY'],
    ] as const;
    for (const [{ payload, contentType }, code] of cases) {
      const res = await patch('/freelancer/me/company', token, payload, contentType);
      expectPolish400(res);
      expect(res.json().code).toBe(code);
    }
    expect((await me(token)).company).toBeNull();
  });

  it('answers a malformed form 400, not 500', async () => {
    const { token } = await freelancer();
    const truncated = form([{ name: 'company', value: 'Firma' }]);
    for (const [payload, contentType] of [
      ['company=Firma', 'multipart/form-data'],
      ['company=Firma', 'multipart/form-data; boundary=x'],
      [truncated.payload.slice(0, 60), truncated.contentType],
    ]) {
      const res = await patch('/freelancer/me/company', token, payload, contentType);
      expectPolish400(res);
    }
    expect((await me(token)).company).toBeNull();
  });

  it('is for freelancers only', async () => {
    const { payload, contentType } = form([{ name: 'company', value: 'Firma' }]);
    const res = await patch('/freelancer/me/company', investorToken, payload, contentType);
    expect(res.statusCode).toBe(403);
  });
});

describe('D13 PATCH /freelancer/me/localization', () => {
  it('creates the answers row lazily, trims the city and stores a blank one as null', async () => {
    const { id, token } = await freelancer();
    expect(await hasAnswersRow(id)).toBe(false);
    const res = await patch('/freelancer/me/localization', token, {
      country: 'POLAND',
      state: 'POMORSKIE',
      city: '  Gdańsk  ',
    });
    expect(res.statusCode).toBe(204);
    expect(await hasAnswersRow(id)).toBe(true);
    expect((await bar(id, token)).localization).toEqual({
      country: 'POLAND',
      state: 'POMORSKIE',
      city: 'Gdańsk',
    });
    for (const city of ['   ', null, '']) {
      await patch('/freelancer/me/localization', token, {
        country: 'POLAND',
        state: 'LODZKIE',
        city,
      });
      const [row] = await app.db.select().from(freelancers).where(eq(freelancers.userId, id));
      expect(row?.city).toBeNull();
      expect((await bar(id, token)).localization).toStrictEqual({
        country: 'POLAND',
        state: 'LODZKIE',
      });
    }
  });

  it('refuses a missing or unknown state or country and a city over 50, changing nothing', async () => {
    const { id, token } = await freelancer();
    await patch('/freelancer/me/localization', token, { country: 'POLAND', state: 'PODLASKIE' });
    const bad = [
      [{ country: 'POLAND' }, 'Wybierz województwo'],
      [{ country: 'POLAND', state: 'BAWARIA' }, 'Wybierz województwo'],
      [{ state: 'PODKARPACKIE' }, 'Wybierz kraj'],
      [{ country: 'GERMANY', state: 'PODKARPACKIE' }, 'Wybierz kraj'],
      [{ country: 'POLAND', state: 'PODKARPACKIE', city: 'X'.repeat(51) }, undefined],
    ] as const;
    for (const [body, message] of bad) {
      const res = await patch('/freelancer/me/localization', token, body);
      expectPolish400(res);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await bar(id, token)).localization).toEqual({ country: 'POLAND', state: 'PODLASKIE' });
  });
});

describe('D14 PATCH /freelancer/me/localization/workingArea', () => {
  it('saves a country or a state area', async () => {
    const { id, token } = await freelancer();
    const url = '/freelancer/me/localization/workingArea';
    expect(
      (await patch(url, token, { workingArea: 'COUNTRY', workingAreaValue: 'POLAND' })).statusCode,
    ).toBe(204);
    expect(await bar(id, token)).toMatchObject({
      workingArea: 'COUNTRY',
      workingAreaValue: 'POLAND',
    });
    await patch(url, token, { workingArea: 'STATE', workingAreaValue: 'LUBUSKIE' });
    expect(await bar(id, token)).toMatchObject({
      workingArea: 'STATE',
      workingAreaValue: 'LUBUSKIE',
    });
  });

  it('refuses a value that does not match the area, or none', async () => {
    const { id, token } = await freelancer();
    const url = '/freelancer/me/localization/workingArea';
    for (const body of [
      { workingArea: 'COUNTRY', workingAreaValue: 'LUBUSKIE' },
      { workingArea: 'STATE', workingAreaValue: 'POLAND' },
      { workingArea: 'STATE', workingAreaValue: '' },
      { workingArea: 'CITY', workingAreaValue: 'POLAND' },
      { workingArea: 'STATE' },
    ]) {
      expectPolish400(await patch(url, token, body));
    }
    expect(await bar(id, token)).toMatchObject({ workingArea: null, workingAreaValue: null });
  });
});

describe('D18 PATCH /languages', () => {
  it('replaces the whole list in the order sent; [] clears it', async () => {
    const { id, token } = await freelancer();
    const first = [
      { language: 'ENGLISH', level: 3 },
      { language: 'POLISH', level: 5 },
    ];
    expect((await patch('/languages', token, first)).statusCode).toBe(204);
    expect((await bar(id, token)).languagesLevel).toEqual(first);
    const second = [
      { language: 'SPANISH', level: 1 },
      { language: 'POLISH', level: 4 },
      { language: 'FRENCH', level: 2 },
    ];
    await patch('/languages', token, second);
    expect((await bar(id, token)).languagesLevel).toEqual(second);
    await patch('/languages', token, []);
    expect((await bar(id, token)).languagesLevel).toEqual([]);
  });

  it('refuses duplicates, bad levels and unknown languages, keeping the saved list', async () => {
    const { id, token } = await freelancer();
    const saved = [{ language: 'GERMAN', level: 2 }];
    await patch('/languages', token, saved);
    for (const body of [
      [
        { language: 'ENGLISH', level: 3 },
        { language: 'ENGLISH', level: 4 },
      ],
      [{ language: 'ENGLISH', level: 6 }],
      [{ language: 'ENGLISH', level: 0 }],
      [{ language: 'ENGLISH', level: 2.5 }],
      [{ language: 'KLINGON', level: 2 }],
      [{ language: 'ENGLISH' }],
      { language: 'ENGLISH', level: 2 },
    ]) {
      expectPolish400(await patch('/languages', token, body));
    }
    expect((await bar(id, token)).languagesLevel).toEqual(saved);
  });

  it('is for freelancers only', async () => {
    expect((await patch('/languages', investorToken, [])).statusCode).toBe(403);
  });
});

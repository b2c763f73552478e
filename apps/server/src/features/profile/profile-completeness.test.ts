import {
  PROFILE_PART_KEYS,
  type ProfileCompleteness,
  type ProfilePart,
  profileParts,
  type SalesTool,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  educations,
  freelancers,
  type PictureKind,
  pictures,
  videos,
  workExperiences,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { recordQueries } from '../../testing/query-log.ts';
import { getOk, sendRaw } from '../../testing/requests.ts';
import { completenessRule } from './profile-completeness.routes.ts';

let app: FastifyInstance;
const queries = recordQueries();
let tools: SalesTool[];
let activityId: number;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  const { token } = await createUser(app, { role: 'FREELANCER' });
  tools = await getOk<SalesTool[]>(app, '/api/tools', token);
  activityId = (await getOk<{ id: number }[]>(app, '/api/activities', token))[0]?.id ?? 0;
});
afterAll(() => app.close());

async function freelancer() {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
}

const progress = (token: string) => getOk<number>(app, '/api/complete/freelancer/me', token);
const details = (token: string) =>
  getOk<ProfileCompleteness>(app, '/api/complete/freelancer/me/details', token);
const patch = async (url: string, token: string, payload: unknown) =>
  expect((await sendRaw(app, 'PATCH', `/api${url}`, { token, payload })).statusCode).toBe(204);

/** Pictures are another helper's uploads: a row is all the completeness reads. */
const addPicture = (userId: number, kind: PictureKind) =>
  app.db.insert(pictures).values({
    userId,
    kind,
    storageKey: `${kind.toLowerCase()}-${userId}.webp`,
    contentType: 'image/webp',
    width: 1,
    height: 1,
    byteSize: 1,
  });

/* The lists of part 2 are other helpers' endpoints: a row is all the completeness reads. */
const addCertificate = (freelancerId: number) =>
  app.db.insert(certificates).values({
    freelancerId,
    name: 'Certyfikat sprzedaży',
    info: 'Akademia',
    dateOfObtaining: '2020-01-01',
  });
const addVideo = (freelancerId: number) =>
  app.db.insert(videos).values({
    freelancerId,
    title: 'Prezentacja',
    storageKey: `video-${freelancerId}.mp4`,
    fileName: 'prezentacja.mp4',
    contentType: 'video/mp4',
    byteSize: 1,
  });
const place = { country: 'POLAND', state: 'OPOLSKIE', city: 'Opole' } as const;
const addExperience = (freelancerId: number) =>
  app.db.insert(workExperiences).values({
    freelancerId,
    jobTitle: 'Handlowiec',
    companyName: 'Firma',
    ...place,
    startDate: '2018-05-01',
    endDate: null,
  });
const addEducation = (freelancerId: number) =>
  app.db.insert(educations).values({
    freelancerId,
    fieldOfStudy: 'Zarządzanie',
    institution: 'Uniwersytet Opolski',
    ...place,
    startDate: '2012-10-01',
    endDate: '2017-06-01',
  });

describe('D3 GET /complete/freelancer/me (+ /details)', () => {
  it('is a bare JSON 0 for a new freelancer, with every part missing heaviest first', async () => {
    const { token } = await freelancer();
    const res = await app.inject({
      method: 'GET',
      url: '/api/complete/freelancer/me',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('0');
    const { progress: value, missing } = await details(token);
    expect(value).toBe(0);
    expect(missing.map((m) => m.part).sort()).toEqual([...PROFILE_PART_KEYS].sort());
    expect(missing[0]).toEqual({ part: 'avatar', label: 'Awatar', weight: 10 });
    const weights = missing.map((m) => m.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('adds the weight of every part as it is filled', async () => {
    const { id, token } = await freelancer();
    const expected = () => details(token).then((d) => d.progress);

    await patch('/freelancer/me/activities', token, [{ activityId, level: 3 }]);
    await patch('/freelancer/tools', token, [tools[0]?.id]);
    expect(await progress(token)).toBe(15); // services 10 + sales tools 5

    // Location counts only with both halves of the modal saved.
    await patch('/freelancer/me/localization', token, { country: 'POLAND', state: 'OPOLSKIE' });
    expect(await progress(token)).toBe(15);
    await patch('/freelancer/me/localization/workingArea', token, {
      workingArea: 'STATE',
      workingAreaValue: 'OPOLSKIE',
    });
    expect(await progress(token)).toBe(20);

    await patch('/languages', token, [{ language: 'POLISH', level: 5 }]);
    expect(await progress(token)).toBe(25);
    await patch('/languages', token, []);
    expect(await progress(token)).toBe(20);
    await patch('/languages', token, [{ language: 'POLISH', level: 5 }]);

    // The about texts, its video and the pictures belong to other helpers' endpoints.
    await app.db.update(freelancers).set({ about: 'O mnie' }).where(eq(freelancers.userId, id));
    expect(await progress(token)).toBe(35);
    await app.db
      .update(freelancers)
      .set({ aboutVideoKey: 'x.mp4' })
      .where(eq(freelancers.userId, id));
    expect(await progress(token)).toBe(45);
    await addPicture(id, 'AVATAR');
    await addPicture(id, 'BACKGROUND');
    await addPicture(id, 'PORTFOLIO');
    await addPicture(id, 'PORTFOLIO');
    expect(await progress(token)).toBe(70);
    expect(await expected()).toBe(70);

    // The lists of the profile's part 2, each counting from its first row.
    const { missing } = await details(token);
    expect(missing.map((m) => m.part)).toEqual([
      'certificates',
      'experience',
      'videos',
      'education',
    ]);
    await addCertificate(id);
    expect(await progress(token)).toBe(80);
    await addCertificate(id);
    expect(await progress(token)).toBe(80);
    await addExperience(id);
    expect(await progress(token)).toBe(90);
    await addVideo(id);
    expect(await progress(token)).toBe(95);
    await addEducation(id);
    expect(await progress(token)).toBe(100);
    expect(await details(token)).toEqual({ progress: 100, missing: [] });
  });

  it('counts each list of part 2 on its own, and forgets it when emptied', async () => {
    const adds: [ProfilePart, (userId: number) => Promise<unknown>][] = [
      ['certificates', addCertificate],
      ['videos', addVideo],
      ['experience', addExperience],
      ['education', addEducation],
    ];
    const tables = {
      certificates,
      videos,
      experience: workExperiences,
      education: educations,
    } as const;
    for (const [part, add] of adds) {
      const { id, token } = await freelancer();
      await add(id);
      expect(await progress(token)).toBe(profileParts[part].weight);
      expect((await details(token)).missing.map((m) => m.part)).not.toContain(part);
      const table = tables[part as keyof typeof tables];
      await app.db.delete(table).where(eq(table.freelancerId, id));
      expect(await progress(token)).toBe(0);
    }
  });

  it("counts only the caller's own parts", async () => {
    const other = await freelancer();
    await addPicture(other.id, 'AVATAR');
    await Promise.all([
      addCertificate(other.id),
      addVideo(other.id),
      addExperience(other.id),
      addEducation(other.id),
    ]);
    const { token } = await freelancer();
    expect(await progress(token)).toBe(0);
  });

  it('runs one statement besides the auth lookup', async () => {
    const { token } = await freelancer();
    const { statements } = await queries.during(() => details(token));
    expect(statements).toHaveLength(2);
  });

  it('is for freelancers only', async () => {
    const { token } = await createUser(app, { role: 'INVESTOR' });
    for (const url of ['/api/complete/freelancer/me', '/api/complete/freelancer/me/details']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('documents the weights in OpenAPI, written from the contract', async () => {
    for (const part of PROFILE_PART_KEYS) {
      expect(completenessRule).toContain(`${part} ${profileParts[part].weight}`);
    }
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { description?: string } }>;
    }>();
    expect(docs.paths['/api/complete/freelancer/me']?.get?.description).toBe(completenessRule);
  });
});

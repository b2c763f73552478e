import {
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  conversationMessages as m,
  type OrderMessage,
} from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderActivities,
  orderMessageAttachments,
  orderMessages,
  orders,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import {
  sampleExecutable,
  sampleOffice,
  samplePdf,
  zipOf,
} from '../../../testing/document-samples.ts';
import { bearer, type CreatedUser, createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent, mediaFolder } from '../../../testing/media-files.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody } from '../../../testing/multipart.ts';
import { sweepOrphanMedia } from '../../media/orphan-media.ts';
import { conversationOrder, unassignService } from '../conversation-arrange.ts';
import { ATTACHMENT_NAME_MAX } from './message-upload.ts';

/*
 * Attachments of messages (issue 26): accepted by their content only, refused with nothing
 * stored, downloaded only by those who may read the message, as an attachment.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

/** An order's conversation: its investor, its guardian, a freelancer holding a service. */
interface Conversation {
  orderId: number;
  investor: CreatedUser;
  guardian: CreatedUser;
  freelancer: CreatedUser;
}

async function newConversation(): Promise<Conversation> {
  const [investor, guardian, freelancer] = await Promise.all([
    createUser(app, { role: 'INVESTOR', company: 'Kwiaciarnia Róża' }),
    createUser(app, { role: 'ADMIN' }),
    createUser(app, { role: 'FREELANCER', isOnboardingPassed: true }),
  ]);
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  return { orderId: order.id, investor, guardian, freelancer };
}

/** A file part of the message form. */
const file = (
  data: Buffer,
  filename: string,
  contentType = 'application/octet-stream',
): FormPart => ({
  name: 'files',
  filename,
  contentType,
  data,
});

const post = (orderId: number, token: string, parts: FormPart[]) => {
  const form = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.body,
  });
};

/** Posts a message that must be accepted and returns it. */
async function posted(orderId: number, token: string, parts: FormPart[]): Promise<OrderMessage> {
  const res = await post(orderId, token, parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderMessage>();
}

const download = (orderId: number, attachmentId: number, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/attachments/${attachmentId}`,
    headers: token ? bearer(token) : {},
  });

const messageCount = async () => {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(orderMessages);
  return Number(row?.n);
};

const only = <T>(items: readonly T[]): T => {
  expect(items).toHaveLength(1);
  return items[0] as T;
};

describe('attachments checked by their content (POST multipart)', () => {
  it('accepts each of the seven types, named by the type the bytes prove', async () => {
    const c = await newConversation();
    const [pdf, docx, xlsx, pptx, jpeg, png, webp] = await Promise.all([
      samplePdf(),
      sampleOffice('docx'),
      sampleOffice('xlsx'),
      sampleOffice('pptx'),
      sampleImage('jpeg'),
      sampleImage('png'),
      sampleImage('webp'),
    ]);
    const first = await posted(c.orderId, c.investor.token, [
      { name: 'text', value: 'Dokumenty do oferty' },
      // The names and declared types lie or are missing: the content decides.
      file(pdf, 'oferta.txt', 'text/plain'),
      file(docx, 'umowa', 'application/zip'),
      file(xlsx, 'ceny.XLSX'),
      file(pptx, 'prezentacja.pptx'),
      file(jpeg, 'zdjęcie.jpeg', 'image/png'),
    ]);
    const second = await posted(c.orderId, c.freelancer.token, [
      file(png, 'schemat.png', 'image/png'),
      file(webp, 'logo', 'image/webp'),
    ]);
    expect(first.text).toBe('Dokumenty do oferty');
    expect(second.text).toBe('');
    const summary = [...first.attachments, ...second.attachments].map(
      ({ fileName, contentType, size }) => ({ fileName, contentType, size }),
    );
    expect(summary).toEqual([
      { fileName: 'oferta.pdf', contentType: 'application/pdf', size: pdf.length },
      {
        fileName: 'umowa.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: docx.length,
      },
      {
        fileName: 'ceny.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: xlsx.length,
      },
      {
        fileName: 'prezentacja.pptx',
        contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        size: pptx.length,
      },
      { fileName: 'zdjęcie.jpg', contentType: 'image/jpeg', size: jpeg.length },
      { fileName: 'schemat.png', contentType: 'image/png', size: png.length },
      { fileName: 'logo.webp', contentType: 'image/webp', size: webp.length },
    ]);
    // Stored as sent (not re-encoded), under private keys, each named by its row.
    const rows = await app.db
      .select()
      .from(orderMessageAttachments)
      .where(eq(orderMessageAttachments.orderId, c.orderId));
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row.storageKey).toMatch(/^[\w-]{43}\.private$/);
    await expectMediaConsistent(app);
    const res = await download(c.orderId, second.attachments[0]?.id ?? 0, c.investor.token);
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('keeps the sent name cleaned: no path, no control or bidi characters, at most 200', async () => {
    const c = await newConversation();
    const pdf = samplePdf();
    const long = 'a'.repeat(300);
    const message = await posted(c.orderId, c.investor.token, [
      file(pdf, '../../tajne/raport.pdf'),
      file(pdf, 'C:\\Users\\jan\\Pulpit\\wycena.pdf'),
      file(pdf, 'faktura\u202Efdp.exe'),
      file(pdf, '...'),
      file(pdf, `${long}.pdf`),
    ]);
    expect(message.attachments.map((a) => a.fileName)).toEqual([
      'raport.pdf',
      'wycena.pdf',
      'fakturafdp.pdf',
      'zalacznik.pdf',
      `${'a'.repeat(ATTACHMENT_NAME_MAX)}.pdf`,
    ]);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more with 413', async () => {
    const c = await newConversation();
    const exactly = Buffer.alloc(MESSAGE_FILE_MAX_BYTES);
    samplePdf().copy(exactly);
    const message = await posted(c.orderId, c.investor.token, [file(exactly, 'duzy.pdf')]);
    expect(only(message.attachments).size).toBe(MESSAGE_FILE_MAX_BYTES);

    const before = await messageCount();
    const tooLarge = Buffer.alloc(MESSAGE_FILE_MAX_BYTES + 1);
    samplePdf().copy(tooLarge);
    const res = await post(c.orderId, c.investor.token, [file(tooLarge, 'za-duzy.pdf')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: m.fileTooLarge, code: 'FILE_TOO_LARGE' });
    expect(await messageCount()).toBe(before);
    await expectMediaConsistent(app);
  });

  it('refuses anything else with the Polish reason, storing nothing', async () => {
    const c = await newConversation();
    const pdf = samplePdf();
    const cases: [string, FormPart[], number, string][] = [
      ['an executable renamed .pdf', [file(sampleExecutable(), 'faktura.pdf')], 400, m.fileType],
      [
        'a web page renamed .docx',
        [file(Buffer.from('<!doctype html><h1>Oferta</h1><script>alert(1)</script>'), 'a.docx')],
        400,
        m.fileType,
      ],
      [
        'a ZIP that is no Office document',
        [file(await zipOf({ 'program.exe': sampleExecutable() }), 'umowa.docx')],
        400,
        m.fileType,
      ],
      [
        'a macro-enabled workbook renamed .xlsx',
        [
          file(
            await sampleOffice('xlsx', {
              mainType: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
            }),
            'ceny.xlsx',
          ),
        ],
        400,
        m.fileType,
      ],
      ['an empty file', [file(Buffer.alloc(0), 'pusty.pdf')], 400, m.fileEmpty],
      [
        `${MESSAGE_FILES_MAX + 1} files`,
        Array.from({ length: MESSAGE_FILES_MAX + 1 }, (_, i) => file(pdf, `plik-${i}.pdf`)),
        400,
        m.tooManyFiles,
      ],
      [
        'good files before a bad one (the stored ones are removed)',
        [
          file(pdf, 'a.pdf'),
          file(await sampleImage('png'), 'b.png'),
          file(sampleExecutable(), 'c.pdf'),
        ],
        400,
        m.fileType,
      ],
    ];
    const before = await messageCount();
    for (const [what, parts, status, message] of cases) {
      const res = await post(c.orderId, c.investor.token, parts);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toEqual({ message, code: expect.any(String) });
      expect(await messageCount(), what).toBe(before);
      await expectMediaConsistent(app);
    }
  });

  it('refuses a file sent in another field than `files`', async () => {
    const c = await newConversation();
    const res = await post(c.orderId, c.investor.token, [
      { name: 'file', filename: 'a.pdf', data: samplePdf() },
    ]);
    expect(res.statusCode).toBe(400);
    await expectMediaConsistent(app);
  });
});

describe('GET /api/orders/{orderId}/attachments/{attachmentId}', () => {
  let c: Conversation;
  let message: OrderMessage;
  let attachmentId: number;
  const pdf = samplePdf();
  beforeAll(async () => {
    c = await newConversation();
    message = await posted(c.orderId, c.investor.token, [
      { name: 'text', value: 'Wycena w załączniku' },
      file(pdf, 'Wycena łódź 100%.pdf', 'application/pdf'),
    ]);
    attachmentId = only(message.attachments).id;
  });

  it('gives the members the bytes as an attachment, with its type, name and nosniff', async () => {
    const anotherAdmin = await createUser(app, { role: 'ADMIN' });
    for (const member of [c.investor, c.guardian, anotherAdmin, c.freelancer]) {
      const res = await download(c.orderId, attachmentId, member.token);
      expect(res.statusCode, member.user.role).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'content-disposition':
          'attachment; filename="Wycena lodz 100_.pdf"; filename*=UTF-8\'\'Wycena%20%C5%82%C3%B3d%C5%BA%20100%25.pdf',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    }
  });

  it('answers 404 to everyone else logged in, 403 to the anonymous caller', async () => {
    const [stranger, otherInvestor, temporary] = await Promise.all([
      createUser(app, { role: 'FREELANCER' }),
      createUser(app, { role: 'INVESTOR' }),
      createUser(app, { role: 'INVESTOR', isMock: true }),
    ]);
    for (const outsider of [stranger, otherInvestor, temporary]) {
      const res = await download(c.orderId, attachmentId, outsider.token);
      expect(res.statusCode, outsider.user.email).toBe(404);
      expect(res.json()).toEqual({ message: m.attachmentNotFound, code: 'ATTACHMENT_NOT_FOUND' });
    }
    expect((await download(c.orderId, attachmentId)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown id and for an attachment asked under another order', async () => {
    expect((await download(c.orderId, 2_000_000_000, c.guardian.token)).statusCode).toBe(404);
    const other = await newConversation();
    // The guardian (an admin) may read both conversations: the pair must still match.
    expect((await download(other.orderId, attachmentId, c.guardian.token)).statusCode).toBe(404);
    expect((await download(c.orderId + 1_000_000, attachmentId, c.guardian.token)).statusCode).toBe(
      404,
    );
  });

  it('is never served by G1, whoever knows its key', async () => {
    const [row] = await app.db
      .select({ key: orderMessageAttachments.storageKey })
      .from(orderMessageAttachments)
      .where(eq(orderMessageAttachments.id, attachmentId));
    const res = await app.inject({ method: 'GET', url: `/api/files/${row?.key}` });
    expect(res.statusCode).toBe(404);
  });

  it('gives a former freelancer the files of messages written up to their leaving only', async () => {
    const own = await newConversation();
    const before = await posted(own.orderId, own.investor.token, [file(pdf, 'przed.pdf')]);
    // The freelancer declines (or is replaced): their service goes, they leave the conversation.
    const [service] = await app.db
      .select({ id: orderActivities.id })
      .from(orderActivities)
      .where(eq(orderActivities.orderId, own.orderId));
    if (!service) throw new Error('the order has no service');
    await unassignService(app, service.id);
    const after = await posted(own.orderId, own.investor.token, [file(pdf, 'po.pdf')]);
    const token = own.freelancer.token;
    expect((await download(own.orderId, only(before.attachments).id, token)).statusCode).toBe(200);
    expect((await download(own.orderId, only(after.attachments).id, token)).statusCode).toBe(404);
    expect(
      (await download(own.orderId, only(after.attachments).id, own.investor.token)).statusCode,
    ).toBe(200);
  });

  it('gives the files of a hidden message to its author and the admins only', async () => {
    const own = await newConversation();
    const hidden = await posted(own.orderId, own.freelancer.token, [file(pdf, 'ukryty.pdf')]);
    await app.db
      .update(orderMessages)
      .set({ hiddenAt: new Date(), hiddenById: own.guardian.user.id })
      .where(eq(orderMessages.id, hidden.id));
    const id = only(hidden.attachments).id;
    expect((await download(own.orderId, id, own.freelancer.token)).statusCode).toBe(200);
    expect((await download(own.orderId, id, own.guardian.token)).statusCode).toBe(200);
    expect((await download(own.orderId, id, own.investor.token)).statusCode).toBe(404);
  });

  it('gives nothing of a deleted message, whose files leave the storage', async () => {
    const own = await newConversation();
    const deleted = await posted(own.orderId, own.investor.token, [file(pdf, 'usuniety.pdf')]);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${own.orderId}/messages/${deleted.id}`,
      headers: bearer(own.investor.token),
    });
    expect(res.statusCode, res.body).toBe(204);
    const id = only(deleted.attachments).id;
    for (const member of [own.investor, own.guardian, own.freelancer]) {
      expect((await download(own.orderId, id, member.token)).statusCode).toBe(404);
    }
    await expectMediaConsistent(app);
  });
});

describe('the sweep of media no row names, for attachments', () => {
  it('keeps the files of live messages and removes those of deleted messages and orders', async () => {
    const pdf = samplePdf();
    const live = await newConversation();
    const kept = await posted(live.orderId, live.investor.token, [file(pdf, 'zostaje.pdf')]);
    // A deleted message whose files stayed (their deletion after the commit failed).
    const deleted = await posted(live.orderId, live.investor.token, [file(pdf, 'usuniety.pdf')]);
    await app.db
      .update(orderMessages)
      .set({ deletedAt: new Date(), text: null })
      .where(eq(orderMessages.id, deleted.id));
    // An order deleted with its messages (its investor's account, the temporary investors' clean-up).
    const gone = await newConversation();
    await posted(gone.orderId, gone.investor.token, [file(pdf, 'zamowienie.pdf')]);
    await app.db.delete(orders).where(eq(orders.id, gone.orderId));

    const keyOf = async (messageId: number) =>
      (
        await app.db
          .select({ key: orderMessageAttachments.storageKey })
          .from(orderMessageAttachments)
          .where(eq(orderMessageAttachments.messageId, messageId))
      ).map((row) => row.key);
    const [keptKey] = await keyOf(kept.id);
    const [deletedKey] = await keyOf(deleted.id);
    const storedBefore = (await mediaFolder(app)).stored;
    expect(storedBefore).toContain(keptKey);
    expect(storedBefore).toContain(deletedKey);

    // Two hours on, every file is old enough to be an orphan if no live row names it.
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const removed = await sweepOrphanMedia({ db: app.db, media: app.media, log: app.log }, later);
    expect(removed).toBe(2);
    const stored = (await mediaFolder(app)).stored;
    expect(stored).toContain(keptKey);
    expect(stored).not.toContain(deletedKey);
    await expectMediaConsistent(app);
    expect(
      (await download(live.orderId, only(kept.attachments).id, live.investor.token)).statusCode,
    ).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the download: who may call it, the headers, the refusals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json<{
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    }>().paths;
    const operation = paths['/api/orders/{orderId}/attachments/{attachmentId}']?.get;
    expect(operation?.summary).toBeTruthy();
    for (const fact of ['Content-Disposition: attachment', 'nosniff', '404', '403']) {
      expect(operation?.description).toContain(fact);
    }
  });
});

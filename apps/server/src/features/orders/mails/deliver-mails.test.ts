import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import { deliverMails } from './deliver-mails.ts';

const message: MailMessage = {
  to: 'a@b.pl',
  subject: 'Temat',
  text: 'Treść',
  html: '<p>Treść</p>',
};

function recordingLog() {
  const log = { error: vi.fn(), warn: vi.fn() };
  return { log, asLogger: log as unknown as FastifyBaseLogger };
}

describe('deliverMails', () => {
  it('waits for the sends and logs a failed one without throwing', async () => {
    const { log, asLogger } = recordingLog();
    const send = vi.fn().mockRejectedValueOnce(new Error('SMTP down')).mockResolvedValue(undefined);
    await deliverMails({ mailer: { send }, log: asLogger, webUrl: '' }, [message, message]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('stops waiting for a send that hangs, and says so', async () => {
    const { log, asLogger } = recordingLog();
    const send = vi.fn(() => new Promise<void>(() => undefined));
    const started = Date.now();
    await deliverMails({ mailer: { send }, log: asLogger, webUrl: '' }, [message], 30);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

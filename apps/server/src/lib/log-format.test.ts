import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../features/auth/bootstrap-admin.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import {
  ADMIN_CREATED_EVENT,
  chooseLogFormat,
  prettyLogLine,
  prettyLogStream,
} from './log-format.ts';

describe('chooseLogFormat', () => {
  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['json', true, 'json'],
    ['json', false, 'json'],
    ['pretty', false, 'pretty'],
    ['pretty', true, 'pretty'],
  ] as const)('LOG_FORMAT=%s, terminal %s: %s', (setting, terminal, format) => {
    expect(chooseLogFormat(setting, terminal)).toBe(format);
  });
});

describe('prettyLogLine', () => {
  const time = new Date(2026, 10, 27, 9, 5, 7).getTime();

  it('writes a request as one line: time, level, message, method, path, status, duration', () => {
    const line = prettyLogLine({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      reqId: '0123456789abcdef',
      res: { statusCode: 200 },
      req: { method: 'GET', url: '/api/ready' },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(line).toBe(
      '09:05:07  INFO   request completed  GET /api/ready  → 200 in 3 ms  (01234567)',
    );
  });

  it('adds the other fields and an error’s stack', () => {
    const line = prettyLogLine({
      level: 50,
      time,
      msg: 'failed',
      orderId: 7,
      note: 'two words',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(line).toBe(
      '09:05:07  ERROR  failed  orderId=7  note="two words"\n    Error: boom\n        at x',
    );
  });

  it('frames the first start’s admin credentials', () => {
    const block = prettyLogLine({
      level: 40,
      time,
      event: ADMIN_CREATED_EVENT,
      email: DEFAULT_ADMIN_EMAIL,
      password: 'Xy7-secret',
      msg: 'first start',
    });
    const lines = block.trim().split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(lines.every((line) => line.length === lines[0]?.length)).toBe(true);
    expect(block).toContain(`E-mail:    ${DEFAULT_ADMIN_EMAIL}`);
    expect(block).toContain('Password:  Xy7-secret');
  });

  it('streams JSON lines as readable ones and passes anything else through', () => {
    const written: string[] = [];
    const stream = prettyLogStream({ write: (text: string) => written.push(text) });
    stream.write(`${JSON.stringify({ level: 30, time, msg: 'hello' })}\n`);
    stream.write('not json\n');
    expect(written).toEqual(['09:05:07  INFO   hello\n', 'not json\n']);
  });
});

/*
 * The server as `npm start` runs it, with its output in a pipe (no terminal): JSON lines, the
 * generated admin password inside one. One start serves both formats (a first start on PGlite
 * takes about 20 s): its own JSON lines, read through the pretty stream that LOG_FORMAT=pretty
 * puts on stdout, must give the readable lines and the framed credentials.
 */
describe('the started server’s log', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('prints JSON lines in a pipe, which the pretty stream turns into readable ones and a frame', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-log-'));
    server = await startServerProcess({
      dataDir,
      freshDatabase: true,
      // No configured admin: the first start generates one and logs its password.
      env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'info', LOG_FORMAT: '' },
    });
    const jsonLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const records = jsonLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.length).toBeGreaterThan(1);
    const admin = records.find((record) => record.event === ADMIN_CREATED_EVENT);
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, password: expect.any(String) });
    expect(server.output()).not.toContain('┌');

    const written: string[] = [];
    const pretty = prettyLogStream({ write: (text: string) => written.push(text) });
    for (const line of jsonLines) pretty.write(`${line}\n`);
    const output = written.join('');
    expect(output).toMatch(/^\d{2}:\d{2}:\d{2} {2}INFO /m);
    expect(output).toMatch(/┌─+┐\n│ First start: an administrator account was created\./);
    expect(output).toContain(`E-mail:    ${DEFAULT_ADMIN_EMAIL}`);
    expect(output).toContain(`${admin?.password}`);
    expect(output.split('\n').some((line) => line.startsWith('{"level"'))).toBe(false);
  }, 120_000);
});

import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './child-server-env.ts';

const run = promisify(execFile);

/**
 * The folder holding `initdb`, `pg_ctl` and `postgres`: the newest /usr/lib/postgresql/N/bin, else
 * the PATH. Undefined when the server binaries are not installed (only a client, or nothing).
 */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((v) => path.join(root, v, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
  return candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin))),
  );
}

/** A throw-away PostgreSQL server that a test can stop, start, freeze and thaw. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (trust authentication). */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every backend dies at once, like a crash. */
  stopImmediately(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: sockets stay open, nothing answers. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops the server (thawing it first) and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * initdb into a temporary directory and start a server on a free port. PostgreSQL refuses to run
 * as root, so as root the binaries run as the `postgres` OS user on a directory it owns.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'handlowo-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
    );
    await chown(root, uid ?? 0, gid ?? 0);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  const data = path.join(root, 'data');
  const port = await freePort();
  // Durability is not under test here (the server is never killed, only stopped and frozen).
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c max_connections=40',
  ].join(' ');
  const pgCtl = (...args: string[]) => exec('pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    await pgCtl('-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '30', 'start');
  };

  /** The postmaster (first line of postmaster.pid) and its children, from /proc. */
  const serverPids = async (): Promise<number[]> => {
    const postmaster = Number(
      (await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const children: number[] = [];
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) children.push(Number(entry));
    }
    // Postmaster first when freezing, so that it forks no new backend meanwhile.
    return [postmaster, ...children];
  };
  const signalAll = async (signal: NodeJS.Signals) => {
    for (const pid of await serverPids()) {
      try {
        process.kill(pid, signal);
      } catch {
        // A backend that has just exited.
      }
    }
  };

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopImmediately: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop');
    },
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    async destroy() {
      if (existsSync(path.join(data, 'postmaster.pid'))) {
        await signalAll('SIGCONT');
        await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

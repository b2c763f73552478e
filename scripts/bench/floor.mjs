// Starts and stops the floor server (floor-server.mjs) with what the real server answered.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Writes the captured answers (http-client.mjs) to `dir` and starts the floor on `port`; resolves
 * when it listens, with its base URL and a stop function.
 */
export async function startFloor({ captures, dir, port }) {
  const file = join(dir, 'floor-captures.json');
  const entries = [...captures].map(([key, answer]) => ({
    key,
    status: answer.status,
    contentType: answer.contentType,
    contentEncoding: answer.contentEncoding,
    body: answer.body.toString('base64'),
  }));
  await writeFile(file, JSON.stringify(entries));
  const child = spawn(process.execPath, [join(here, 'floor-server.mjs'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      if (chunk.includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the floor server stopped (${code}): ${errors}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

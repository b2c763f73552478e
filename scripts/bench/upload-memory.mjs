// The memory cost of a 50 MB video upload (issue 7, "Speed and memory"), measured by
// `npm run bench` on the server it started: a synthetic 50 MB MP4 is streamed from disk through
// PATCH /api/about while the server's resident memory (VmRSS of /proc/<pid>/status) is sampled
// every 50 ms. Linux only (/proc).
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const VIDEO_BYTES = 50 * 1024 * 1024;
/** The budget of issue 7: a 50 MB upload raises the server's memory by at most this. */
export const MAX_UPLOAD_DELTA_MB = 30;
const SAMPLE_MS = 50;

/**
 * Uploads a small video (to load the multipart code paths), lets the heap settle, then a 50 MB
 * one while sampling the RSS of `pid`. Returns the numbers; the caller decides on the budget.
 */
export async function measureUploadMemory({ base, token, pid, dir }) {
  const video = join(dir, 'video.mp4');
  await writeSyntheticMp4(video, VIDEO_BYTES);
  const small = join(dir, 'small.mp4');
  await writeSyntheticMp4(small, 256 * 1024);
  await uploadAbout(base, token, small);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const samples = [];
  const sampler = setInterval(() => {
    rssMb(pid).then(
      (mb) => samples.push(mb),
      () => {},
    );
  }, SAMPLE_MS);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await rssMb(pid);
  const started = performance.now();
  await uploadAbout(base, token, video);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 200));
  clearInterval(sampler);
  const peak = Math.max(before, ...samples);
  return { megabytes: VIDEO_BYTES / 1024 / 1024, seconds, before, peak, delta: peak - before };
}

/**
 * The same measurement with the media on S3 (issue 29, ADR 025): s3rver in this process (another
 * process than the server's, so its memory does not count), a second server of its own (its own
 * data folder and PGlite, MEDIA_STORAGE=s3) and a freelancer registered there. The multipart
 * upload holds its parts in memory while they are sent: the budget must hold all the same.
 */
export async function measureUploadMemoryOnS3({ root, env, startServer, freePort, log }) {
  const dir = await mkdtemp(join(env.DATA_DIR, 's3-upload-'));
  const S3rver = createRequire(join(root, 'package.json'))('s3rver');
  const bucket = 'handlowo-bench';
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3.run();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    root,
    env: {
      ...env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  try {
    log(`[bench] a server with the media on S3 (s3rver on port ${s3Port}) on ${base}`);
    await server.waitUntilReady(base);
    const token = await freelancerToken(base);
    return await measureUploadMemory({ base, token, pid: server.pid, dir });
  } catch (error) {
    throw new Error(`${error.message}\n${server.output.join('\n')}`);
  } finally {
    await server.stop();
    server.kill();
    s3.httpServer?.closeAllConnections();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A freelancer registered and logged in on the server at `base`: the uploader. */
async function freelancerToken(base) {
  const email = `s3-upload-${Date.now()}@bench.test`;
  const password = 'Bench-upload-1!';
  const post = async (path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  await post('/auth/register/freelancer', {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email,
    company: 'Firma',
    password,
  });
  return (await post('/auth/login', { email, password })).token;
}

/** The resident memory of process `pid` in MB (Linux /proc). */
export async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error('no VmRSS');
  return Number(match[1]) / 1024;
}

/**
 * The first bytes of a synthetic MP4 of `size` bytes, as the server checks it: an `ftyp` box, an
 * (empty) `moov` box and the header of an `mdat` box that covers the rest of the file, so that
 * the boxes tile it exactly (ADR 008, amendment of issue 24). Not playable.
 */
export function mp4Header(size) {
  const header = Buffer.alloc(48);
  header.writeUInt32BE(24, 0);
  header.write('ftypisom', 4, 'latin1');
  header.writeUInt32BE(512, 12);
  header.write('isomiso2', 16, 'latin1');
  header.writeUInt32BE(16, 24);
  header.write('moov', 28, 'latin1');
  header.writeUInt32BE(8, 32);
  header.write('mvhd', 36, 'latin1');
  header.writeUInt32BE(size - 40, 40);
  header.write('mdat', 44, 'latin1');
  return header;
}

/** A synthetic MP4 of `size` bytes in memory: the header, then zeros. */
export function syntheticMp4(size) {
  return Buffer.concat([mp4Header(size), Buffer.alloc(size - 48)]);
}

/** A synthetic MP4 header, then zeros, written in chunks. */
async function writeSyntheticMp4(path, size) {
  const header = mp4Header(size);
  const file = await open(path, 'w');
  try {
    await file.write(header);
    const zeros = Buffer.alloc(1024 * 1024);
    for (let written = header.length; written < size; ) {
      const n = Math.min(zeros.length, size - written);
      await file.write(zeros, 0, n);
      written += n;
    }
  } finally {
    await file.close();
  }
}

/** PATCH /api/about as multipart, the video streamed from disk with a known Content-Length. */
async function uploadAbout(base, token, videoPath) {
  const boundary = `----handlowo-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="about"\r\n\r\nO mnie\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="My video"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(videoPath);
  const url = new URL(`${base}/api/about`);
  await new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          res.statusCode === 204
            ? resolve()
            : reject(new Error(`PATCH /api/about answered ${res.statusCode}: ${body}`)),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(videoPath);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

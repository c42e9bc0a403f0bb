import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_CAPTCHA, type TestApp } from '../../test/app.ts';
import { authHeader, getCaptchaId, nextPhone, registerUser, TEST_PASSWORD } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { drawImage } from '../../test/media.ts';

const execFileAsync = promisify(execFile);
const decoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@napi-rs/canvas', async (importOriginal) => {
  const canvas = await importOriginal<typeof import('@napi-rs/canvas')>();
  return {
    ...canvas,
    loadImage: (...args: Parameters<typeof canvas.loadImage>) => {
      decoded.count += 1;
      return canvas.loadImage(...args);
    },
  };
});

let app: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-test-'));
  app = await buildTestApp({ DATA_DIR: dataDir });
  token = (await registerUser(app)).token;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  decoded.count = 0;
});

/**
 * Runs `body` (ES module code that pushes strings into `answers`) in a child Node process with `env`, and
 * resolves with those strings.
 */
async function fetchInChild(body: string, env: Record<string, string>): Promise<string[]> {
  const code = `const answers = [];\n${body}\nconsole.log(JSON.stringify(answers));`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', code], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return JSON.parse(stdout) as string[];
}

let listening: Promise<string> | undefined;
/** The app on a real socket (once per file): what a client sees of an early answer depends on TCP. */
const address = () => {
  listening ??= app.listen({ port: 0, host: '127.0.0.1' });
  return listening;
};

const MB = 1024 * 1024;
/** Received files are removed once the answer is sent (onResponse), a moment after inject resolves. */
const noTempFiles = () => vi.waitFor(() => expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]));
const registerFields = async () => ({
  mobile: nextPhone(),
  password: TEST_PASSWORD,
  captcha: TEST_CAPTCHA,
  captcha_id: await getCaptchaId(app),
  role: '3',
});

/**
 * A multipart body of `size` bytes made on demand (a field of filler), so the test never holds it; `sent()`
 * says how many bytes the server pulled.
 */
function lazyForm(size: number) {
  const boundary = 'lazyboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n`);
  const filler = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
      } else if (sent < size) {
        sent += filler.length;
        this.push(filler);
      } else {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
      }
    },
  });
  return { stream, sent: () => sent, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid 1-bit greyscale PNG: a few KB on disk, width x height x 4 bytes once decoded. */
function bitmapPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const post = (url: string, body: { payload: Buffer | Readable; headers: Record<string, string> }, auth = true) =>
  app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? authHeader(token) : {}) },
  });

describe('multipart only where a route declares it', () => {
  it('answers 415 to multipart on a JSON route, without parsing the body', async () => {
    const res = await post('/u/v1/hunter/save/resume', multipart({ nick_name: '张伟' }));
    expectBilingualError(res, 415, 'This call does not accept multipart form data; send JSON instead');
  });

  it('still registers from a multipart form', async () => {
    const res = await post('/u/v1/user/register', multipart(await registerFields()), false);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('form routes are bounded like any body', () => {
  it('refuses a 5 MB form by its declared length', async () => {
    const fields = await registerFields();
    const res = await post('/u/v1/user/register', multipart({ ...fields, mobile: 'x'.repeat(5 * MB) }), false);
    expectBilingualError(res, 413, 'The form data is too large: at most 1 MB');
  });

  it('stops reading a 99 MB streamed form after about 1 MB', async () => {
    const form = lazyForm(99 * MB);
    const res = await post(
      '/u/v1/user/register',
      { payload: form.stream, headers: { 'content-type': form.contentType } },
      false,
    );
    expectBilingualError(res, 413, 'The form data is too large: at most 1 MB');
    expect(form.sent()).toBeLessThan(2 * MB);
  });

  it('answers 413 to a client still sending 99 MB over a real connection, and closes it', async () => {
    const origin = await address();
    const form = lazyForm(99 * MB);
    const answer = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = http.request(`${origin}/u/v1/user/register`, {
        method: 'POST',
        headers: { 'content-type': form.contentType },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('close', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      });
      // Writing into the closed connection fails once the answer is in; only an error before it counts.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      form.stream.pipe(req);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, msg_en: 'The form data is too large: at most 1 MB' });
    expect(answer.connection).toBe('close');
    expect(form.sent()).toBeLessThan(10 * MB);
  });

  it('refuses a 99 MB form that declares its length without reading it', async () => {
    const form = lazyForm(99 * MB);
    const res = await post(
      '/u/v1/user/register',
      { payload: form.stream, headers: { 'content-type': form.contentType, 'content-length': String(99 * MB + 200) } },
      false,
    );
    expectBilingualError(res, 413);
    expect(form.sent()).toBeLessThan(MB);
  });

  it('counts what follows the closing boundary too', async () => {
    const form = multipart(await registerFields());
    let sent = 0;
    const stream = new Readable({
      read() {
        const chunk = sent === 0 ? form.payload : Buffer.alloc(64 * 1024, 'z');
        sent += chunk.length;
        this.push(sent > 99 * MB ? null : chunk);
      },
    });
    const res = await post('/u/v1/user/register', { payload: stream, headers: form.headers }, false);
    expectBilingualError(res, 413, 'The form data is too large: at most 1 MB');
    expect(sent).toBeLessThan(2 * MB);
  });

  it('refuses a file on a form route, and keeps nothing', async () => {
    const fields = await registerFields();
    const res = await post(
      '/u/v1/user/register',
      multipart(fields, { filename: 'a.png', data: Buffer.alloc(512 * 1024, 1) }),
      false,
    );
    expectBilingualError(res, 400, 'This call does not accept files');
    await noTempFiles();
    // The refused form registered nobody.
    const again = await post(
      '/u/v1/user/register',
      multipart({ ...fields, captcha_id: await getCaptchaId(app) }),
      false,
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses too many fields and a field over 64 KB', async () => {
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'x']));
    expectBilingualError(
      await post('/u/v1/user/passwd_login', multipart(many), false),
      413,
      'Too many form fields: at most 30',
    );
    const long = { ...(await registerFields()), password: 'p'.repeat(64 * 1024 + 1) };
    expectBilingualError(
      await post('/u/v1/user/passwd_login', multipart(long), false),
      413,
      'A form field is too long: at most 64 KB',
    );
  });
});

describe('malformed multipart is a 400, never a 500', () => {
  const routes: [string, boolean][] = [
    ['/u/v1/user/passwd_login', false],
    ['/u/v1/user/register', false],
    ['/u/v1/user/upload/avatar', true],
  ];

  it.each(routes)('%s: no boundary', async (url, auth) => {
    const res = await post(
      url,
      { payload: Buffer.from('mobile=1'), headers: { 'content-type': 'multipart/form-data' } },
      auth,
    );
    expectBilingualError(res, 400, 'The form data is malformed');
  });

  it.each(routes)('%s: a body cut short', async (url, auth) => {
    const body = auth
      ? multipart({}, { filename: 'a.png', data: Buffer.alloc(4096, 7) })
      : multipart({ mobile: '13500000000', password: 'x'.repeat(4096) });
    const res = await post(url, { ...body, payload: body.payload.subarray(0, body.payload.length - 2000) }, auth);
    expectBilingualError(res, 400, 'The form data is malformed');
    await noTempFiles();
  });

  it.each(routes)('%s: a part header without an end', async (url, auth) => {
    const payload = Buffer.from(`--b\r\nContent-Disposition: form-data; name="a"\r\nX: ${'y'.repeat(1024)}`);
    const res = await post(url, { payload, headers: { 'content-type': 'multipart/form-data; boundary=b' } }, auth);
    expectBilingualError(res, 400, 'The form data is malformed');
  });

  /** A part with `extra` header lines beside its Content-Disposition, then a valid rest of the form. */
  const withHeaders = (upload: boolean, extra: string[]) => {
    const boundary = 'manyheaders';
    const head = upload
      ? 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png'
      : 'Content-Disposition: form-data; name="mobile"';
    const payload = Buffer.from(
      `--${boundary}\r\n${[head, ...extra].join('\r\n')}\r\n\r\n${upload ? 'x' : '13500000000'}\r\n--${boundary}--\r\n`,
    );
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const HEADERS_MESSAGE = 'A part of the form has too many or too long headers: at most 10 lines of 64 KB in all';

  it.each(routes)('%s: a part with 200 header lines', async (url, auth) => {
    const lines = Array.from({ length: 200 }, (_, i) => `X-Filler-${i}: ${i}`);
    const res = await post(url, withHeaders(auth, lines), auth);
    expectBilingualError(res, 400, HEADERS_MESSAGE);
    await noTempFiles();
  });

  it.each(routes)('%s: a part whose header is 100 KB long', async (url, auth) => {
    const res = await post(url, withHeaders(auth, [`X-Long: ${'y'.repeat(100 * 1024)}`]), auth);
    expectBilingualError(res, 400, HEADERS_MESSAGE);
  });

  it('finds the header lines when every byte comes in a chunk of its own', async () => {
    const lines = Array.from({ length: 11 }, (_, i) => `X-${i}: ${i}`);
    const { payload, headers } = withHeaders(false, lines);
    const bytes = [...payload].map((byte) => Buffer.from([byte]));
    const res = await post('/u/v1/user/register', { payload: Readable.from(bytes), headers }, false);
    expectBilingualError(res, 400, HEADERS_MESSAGE);
  });

  it('refuses a prototype key as a field name', async () => {
    const res = await post('/u/v1/user/passwd_login', multipart({ __proto__x: 'a', constructor: 'b' }), false);
    expectBilingualError(res, 400, 'The form data is malformed');
  });
});

describe('upload routes', () => {
  const avatar = '/u/v1/user/upload/avatar';

  it('still store a valid image', async () => {
    const res = await post(avatar, multipart({}, { filename: 'me.png', data: await drawImage('png') }));
    expect(res.statusCode, res.body).toBe(200);
    expect(decoded.count).toBe(1);
    await noTempFiles();
  });

  it('take one file, in the field named file', async () => {
    const png = await drawImage('png');
    const boundary = 'twofiles';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const two = Buffer.concat([part('file'), part('file'), Buffer.from(`--${boundary}--\r\n`)]);
    expectBilingualError(await post(avatar, { payload: two, headers }), 400, 'Upload one file at a time');
    const misnamed = Buffer.concat([part('picture'), Buffer.from(`--${boundary}--\r\n`)]);
    expectBilingualError(
      await post(avatar, { payload: misnamed, headers }),
      400,
      'Send the file in the form field named "file"',
    );
    expect(decoded.count).toBe(0);
    await noTempFiles();
  });

  it('stop reading a streamed upload past its limit and keep no temp file', async () => {
    const boundary = 'bigfile';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    let sent = 0;
    const stream = new Readable({
      read() {
        const chunk = sent === 0 ? head : Buffer.alloc(64 * 1024, 1);
        sent += chunk.length;
        this.push(sent > 99 * MB ? null : chunk);
      },
    });
    const res = await post(avatar, {
      payload: stream,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectBilingualError(res, 413, 'The file must not be larger than 2 MB');
    expect(sent).toBeLessThan(3 * MB);
    await noTempFiles();
  });

  it('answer 413 to a 2.5 MB avatar sent by fetch over a real socket, every time, not a reset', {
    timeout: 60_000,
  }, async () => {
    const origin = await address();
    // The client runs in a process of its own, as a browser would: in this one, its writes would wait for the
    // server's turns of the event loop, and the race between the answer and the last bytes sent would not happen.
    const answers = await fetchInChild(
      `const image = Buffer.alloc(2.5 * 1024 * 1024, 7);
      for (let i = 0; i < 10; i++) {
        const form = new FormData();
        form.append('file', new Blob([image], { type: 'image/png' }), 'me.png');
        try {
          const res = await fetch(process.env.URL, { method: 'POST', headers: { 'x-token': process.env.TOKEN }, body: form });
          const body = await res.json();
          answers.push(res.status + ' ' + body.code + ' ' + body.msg_en);
        } catch (error) {
          answers.push(error.message + ': ' + (error.cause?.code ?? error.cause));
        }
      }`,
      { URL: `${origin}${avatar}`, TOKEN: token },
    );
    expect(answers).toEqual(Array(10).fill('413 413 The file must not be larger than 2 MB'));
    await noTempFiles();
  });

  it('refuse a 6,300 x 6,300 PNG from its header, before decoding it', async () => {
    const png = bitmapPng(6300, 6300);
    expect(png.length).toBeLessThan(20 * 1024);
    const res = await post(avatar, multipart({}, { filename: 'bomb.png', data: png }));
    expectBilingualError(res, 400, 'The image is too large: at most 24 megapixels and 12000 pixels a side');
    expect(decoded.count).toBe(0);
    await noTempFiles();
  });

  it('refuse an image longer than 12,000 pixels on a side', async () => {
    const res = await post(avatar, multipart({}, { filename: 'strip.png', data: bitmapPng(12_001, 8) }));
    expectBilingualError(res, 400);
    expect(decoded.count).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { boundaryOf, PartHeaderWatch } from './part-headers.ts';

const form = (headerLines: number, content = 'v', epilogue = '') =>
  Buffer.from(
    `preamble\r\n--b\r\n${Array.from({ length: headerLines }, (_, i) => `H${i}: ${i}`).join('\r\n')}\r\n\r\n${content}` +
      `\r\n--b\r\nContent-Disposition: form-data; name="z"\r\n\r\nz\r\n--b--\r\n${epilogue}`,
  );

/** Whether the watch refuses the body when it comes in chunks of `size` bytes. */
function refused(body: Buffer, size: number, watch = new PartHeaderWatch('b', 10, 1024)) {
  for (let at = 0; at < body.length; at += size) if (watch.push(body.subarray(at, at + size))) return true;
  return false;
}

describe('the part header watch', () => {
  it.each([1, 2, 3, 7, 64, 100_000])('takes 10 header lines and refuses 11, in chunks of %i bytes', (size) => {
    expect(refused(form(10), size)).toBe(false);
    expect(refused(form(11), size)).toBe(true);
  });

  it('does not count lines of a part body or of the epilogue, nor a body that looks like headers', () => {
    const headerLike = Array.from({ length: 50 }, (_, i) => `X-${i}: ${i}`).join('\r\n');
    expect(refused(form(2, headerLike, headerLike), 5)).toBe(false);
    expect(refused(form(2, `--bx\r\n${headerLike}`), 5)).toBe(false);
  });

  it('refuses a header block past its bytes', () => {
    const long = Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="a"\r\nX: ${'y'.repeat(2000)}\r\n\r\nv\r\n--b--`,
    );
    expect(refused(long, 13)).toBe(true);
  });

  it('reads the boundary as busboy does, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY="a b;c"')).toBe('a b;c');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });
});

/** Header lines one part of a multipart body may have (a browser sends two: Content-Disposition, Content-Type). */
export const PART_HEADER_LINES = 10;
/** Bytes of one part's header block, its boundary line included: a file name of 10,000 characters still fits. */
export const PART_HEADER_BYTES = 64 * 1024;

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;
const EMPTY = Buffer.alloc(0);

type State = 'body' | 'delimiter-end' | 'delimiter-line' | 'header' | 'done';

/** The boundary of a multipart/form-data content type, or null (busboy then refuses the body itself). */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;"]+))/i.exec(contentType ?? '');
  return match ? ((match[1] ?? match[2]) as string) : null;
}

/**
 * Watches the header block of every part of a multipart body as it streams, chunk by chunk: busboy keeps only
 * the first header lines and bytes of a part and drops the rest without a word, so a part with hundreds of
 * header lines would pass. `push` answers true once a part has more than `lines` header lines or more than
 * `bytes` of header. Bodies are searched for the delimiter with Buffer#indexOf; only header bytes are read one
 * by one, so a large file costs next to nothing.
 */
export class PartHeaderWatch {
  private readonly delimiter: Buffer;
  /** The last bytes of the previous chunk, where a delimiter may begin; the stream starts as if after a line. */
  private carry = Buffer.from('\r\n');
  private state: State = 'body';
  private dashes = 0;
  private lineCount = 0;
  private lineLength = 0;
  private byteCount = 0;

  constructor(
    boundary: string,
    private readonly lines = PART_HEADER_LINES,
    private readonly bytes = PART_HEADER_BYTES,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Reads the next chunk; true when a part's header is past the limits. */
  push(chunk: Buffer): boolean {
    let data = chunk;
    let pos = 0;
    while (pos < data.length) {
      switch (this.state) {
        case 'done':
          return false;
        case 'body': {
          const rest = this.carry.length > 0 ? Buffer.concat([this.carry, data.subarray(pos)]) : data.subarray(pos);
          const at = rest.indexOf(this.delimiter);
          if (at === -1) {
            this.carry = Buffer.from(rest.subarray(Math.max(0, rest.length - (this.delimiter.length - 1))));
            return false;
          }
          this.carry = EMPTY;
          data = rest;
          pos = at + this.delimiter.length;
          this.state = 'delimiter-end';
          this.dashes = 0;
          this.byteCount = 0;
          break;
        }
        case 'delimiter-end':
          // `--` right after the delimiter closes the body: what follows is an epilogue, not a part.
          if (data[pos] === DASH) {
            this.dashes += 1;
            pos += 1;
            if (this.dashes === 2) this.state = 'done';
          } else {
            this.state = 'delimiter-line';
          }
          break;
        case 'delimiter-line': {
          const byte = data[pos] as number;
          pos += 1;
          if (this.tooLong()) return true;
          if (byte === LF) {
            this.state = 'header';
            this.lineCount = 0;
            this.lineLength = 0;
          }
          break;
        }
        case 'header': {
          const byte = data[pos] as number;
          pos += 1;
          if (this.tooLong()) return true;
          if (byte === LF) {
            if (this.lineLength === 0) {
              this.state = 'body';
            } else {
              this.lineCount += 1;
              this.lineLength = 0;
              if (this.lineCount > this.lines) return true;
            }
          } else if (byte !== CR) {
            this.lineLength += 1;
          }
          break;
        }
      }
    }
    return false;
  }

  private tooLong(): boolean {
    this.byteCount += 1;
    return this.byteCount > this.bytes;
  }
}

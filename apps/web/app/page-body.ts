/**
 * A page's body as it leaves the server: React's output, with the kept parts of the page (the
 * header's kept render, the inline stylesheet) put in as bytes encoded and compressed once, and
 * gzipped here rather than by the compression middleware.
 *
 * Most of a header page's bytes are the same on every request (the header's kept HTML and its
 * stylesheet, about 38 KB of the 47 KB). Given to React as strings, they were encoded, copied,
 * gzipped and collected again for every page (docs/speed.md). Here the page's render writes a
 * marker where each goes (`embed`); the body stream finds the markers and writes each kept piece's
 * bytes in place. With gzip, what React wrote is compressed per part (zlib's raw deflate, ending
 * each part on a byte boundary with a sync flush) and each kept piece's deflate blocks, made once
 * at the best level, are copied between them: deflate blocks that end on a byte boundary and
 * refer to nothing before them can follow any others, so the stream is one valid gzip member,
 * whose CRC-32 is combined from the parts' (the pieces' are kept too).
 *
 * Chunks written in the same turn leave together, so a page is compressed in few pieces: React
 * writes a document in a dozen small chunks in one turn and React Router flushes after each
 * chunk; later chunks (a Suspense boundary that resolves) still stream as they come.
 */
import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept piece: its UTF-8 bytes, their CRC-32, what a CRC before them is multiplied by to join
 * theirs (`crc32Shift` of their length), and their raw deflate blocks ending on a byte boundary.
 */
export interface KeptPiece {
  readonly bytes: Buffer;
  readonly crc: number;
  readonly shift: number;
  readonly deflated: Buffer;
}

/** `bytes` with their CRC-32 and their deflate blocks at zlib's best level, ending on a byte boundary. */
function keptPieceOf(bytes: Buffer): KeptPiece {
  const deflated = deflateRawSync(bytes, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH });
  // zlib's result is a view of its 16 KB output chunk: kept, it would hold the whole chunk.
  return { bytes, crc: crc32(bytes), shift: crc32Shift(bytes.length), deflated: Buffer.from(new Uint8Array(deflated).buffer) };
}

/**
 * The kept pieces' bytes, made once for each piece and kept as long as the piece is (a WeakMap: a
 * kept render's pieces leave with it when the header's cache drops it).
 */
export function createKeptPieces() {
  const pieces = new WeakMap<Uint8Array, KeptPiece>();
  return (utf8: Uint8Array): KeptPiece => {
    let piece = pieces.get(utf8);
    if (!piece) {
      piece = keptPieceOf(Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength));
      pieces.set(utf8, piece);
    }
    return piece;
  };
}

/** The longest live part kept compressed by its text (createRepeatedParts). */
export const REPEATED_PART_MAX = 2048;

/**
 * Live parts that come back from page to page, compressed once for each text: some of what React
 * writes between the kept pieces (the head before the stylesheet, a person's avatar between the
 * header's pieces) is the same for every page of a locale and theme, or of a person, and zlib's
 * fixed cost per call (its state set up and torn down, about 10 µs) is most of what such a short
 * part costs. At most `maxEntries` texts (the first kept leaves first) of at most
 * REPEATED_PART_MAX bytes, kept by their text.
 */
export function createRepeatedParts(maxEntries = 1024) {
  const parts = new Map<string, KeptPiece>();
  return (bytes: Buffer): KeptPiece => {
    const text = bytes.toString('latin1');
    let part = parts.get(text);
    if (!part) {
      // A copy: `bytes` is a view of the response's chunk, which a kept part would keep whole.
      part = keptPieceOf(Buffer.from(new Uint8Array(bytes)));
      parts.set(text, part);
      if (parts.size > maxEntries) parts.delete(parts.keys().next().value!);
    }
    return part;
  };
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a q above 0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

export interface PageBody {
  /** The marker the page's render writes where `pieces` (UTF-8) go, with `values` (escaped HTML) between them. */
  readonly embed: (pieces: readonly Uint8Array[], values?: readonly string[]) => string;
  /** The stream React's output is piped into: the page's bytes, gzipped when asked. */
  readonly stream: Transform;
}

type Part = Buffer | KeptPiece;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final deflate block with nothing in it (fixed codes: BFINAL 1, BTYPE 01, end of block). */
const LAST_BLOCK = Buffer.from([3, 0]);
/** Parts shorter than this (a person's values between kept pieces) are stored, not compressed. */
const STORED_BELOW = 128;

export interface PageBodyOptions {
  gzip: boolean;
  keptPiece: (utf8: Uint8Array) => KeptPiece;
  /** With gzip, live parts of up to REPEATED_PART_MAX bytes compressed once for each text (createRepeatedParts). */
  repeatedPart?: (bytes: Buffer) => KeptPiece;
  /** Text of this response alone (its CSP nonce): a live part holding it is compressed on its own, never kept. */
  unique?: string;
  onEnd: () => void;
}

export function createPageBody({ gzip, keptPiece, repeatedPart, unique, onEnd }: PageBodyOptions): PageBody {
  const marker = `<!--kept ${randomBytes(9).toString('base64url')} `;
  const start = Buffer.from(marker);
  const uniqueBytes = unique ? Buffer.from(unique) : undefined;
  /** Whether a live part is one to compress once for its text: long enough to compress, short, and not this response's alone. */
  const repeats = (part: Buffer) => part.length >= STORED_BELOW && part.length <= REPEATED_PART_MAX && !(uniqueBytes && part.includes(uniqueBytes));
  const embedded: Part[][] = [];
  let pending: Buffer[] = [];
  let scheduled = false;
  let crc = 0;
  let size = 0;

  const embed = (pieces: readonly Uint8Array[], values: readonly string[] = []): string => {
    const parts: Part[] = [];
    pieces.forEach((piece, i) => {
      if (i > 0 && values[i - 1]) parts.push(Buffer.from(values[i - 1]!));
      if (piece.byteLength > 0) parts.push(keptPiece(piece));
    });
    embedded.push(parts);
    return `${marker}${embedded.length - 1}-->`;
  };

  /** The bytes with each complete marker replaced by its parts; an incomplete marker at the end stays pending. */
  const split = (bytes: Buffer): Part[] => {
    const parts: Part[] = [];
    let from = 0;
    for (;;) {
      const at = bytes.indexOf(start, from);
      const end = at < 0 ? -1 : bytes.indexOf('-->', at + start.length);
      if (at < 0 || end < 0) {
        // A marker cut at the end of what React has written so far waits for the rest.
        const keep = at >= 0 ? at : Math.max(from, partialMarkerAt(bytes, start));
        if (keep < bytes.length) pending.push(bytes.subarray(keep));
        if (keep > from) parts.push(bytes.subarray(from, keep));
        return parts;
      }
      if (at > from) parts.push(bytes.subarray(from, at));
      parts.push(...(embedded[Number(bytes.toString('latin1', at + start.length, end))] ?? []));
      from = end + 3;
    }
  };

  /**
   * A part's bytes as they go out: as they are, or as deflate blocks (the CRC and length counted).
   * zlib's synchronous call: for a page's few kilobytes, the asynchronous one's hand-off to the
   * thread pool and its stream cost about five times the CPU of the compression itself.
   */
  const encode = (given: Part): Buffer => {
    if (!gzip) return Buffer.isBuffer(given) ? given : given.bytes;
    const part = repeatedPart && Buffer.isBuffer(given) && repeats(given) ? repeatedPart(given) : given;
    if (!Buffer.isBuffer(part)) {
      crc = crc32Join(crc, part.crc, part.shift);
      size += part.bytes.length;
      return part.deflated;
    }
    crc = crc32(part, crc);
    size += part.length;
    return part.length < STORED_BELOW ? storedBlock(part) : deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, windowBits: windowBitsFor(part.length) });
  };

  /** Writes the parts of one turn as one chunk (each chunk is a write and a flush of the response). */
  const write = (parts: Part[]) => {
    if (parts.length) stream.push(parts.length === 1 ? encode(parts[0]!) : Buffer.concat(parts.map(encode)));
  };

  const release = () => {
    scheduled = false;
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    write(split(bytes));
  };

  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      // React ends the stream in the turn it wrote the page's last chunks: those go out first, then
      // what is still pending (a marker never completed) as it is.
      if (pending.length) release();
      write(pending);
      pending = [];
      if (gzip) {
        const trailer = Buffer.alloc(8);
        trailer.writeUInt32LE(crc >>> 0, 0);
        trailer.writeUInt32LE(size >>> 0, 4);
        stream.push(Buffer.concat([LAST_BLOCK, trailer]));
      }
      onEnd();
      callback();
    },
  });
  if (gzip) stream.push(GZIP_HEADER);
  return { embed, stream };
}

/**
 * The smallest deflate window that holds a part of `length` bytes whole (zlib reaches back at most
 * the window less 262 bytes): a part is compressed on its own, so a larger window finds nothing
 * more, and zlib's set-up of its default 32 KB window and tables is most of what a short part costs
 * (a header page's 1.5 KB head: about 35 µs against 20). Raw deflate names no window, so the blocks
 * join the others as they are.
 */
export function windowBitsFor(length: number): number {
  return Math.min(15, Math.max(9, Math.ceil(Math.log2(length + 262))));
}

/** Where a marker's beginning starts at the very end of `bytes` (its length when none does). */
function partialMarkerAt(bytes: Buffer, start: Buffer): number {
  for (let at = Math.max(0, bytes.length - start.length + 1); at < bytes.length; at++) {
    if (start.subarray(0, bytes.length - at).equals(bytes.subarray(at))) return at;
  }
  return bytes.length;
}

/** Deflate's stored block (byte-aligned, not final) holding `bytes` (under 65,536). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

// CRC-32 of two byte strings joined, from each one's CRC and the second's length (zlib's
// crc32_combine: multiply the first by x^(8·length) modulo the polynomial).
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial, in CRC-32's reflected bit order. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}

/** What joining bytes of `length` multiplies the CRC before them by (a kept piece keeps its own). */
export const crc32Shift = (length: number): number => x2nModP(length, 3);

/** The CRC-32 of two byte strings joined, from each one's and the second's `crc32Shift`. */
export const crc32Join = (crc1: number, crc2: number, shift2: number): number => (multModP(shift2, crc1) ^ crc2) >>> 0;

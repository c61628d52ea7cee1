import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, crc32Join, crc32Shift, createKeptPieces, createPageBody, createRepeatedParts, REPEATED_PART_MAX, windowBitsFor, type PageBodyOptions } from './page-body.ts';

type Embed = (pieces: readonly Uint8Array[], values?: readonly string[]) => string;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Writes `turns` into a page body, each turn's chunks in one go, a macrotask between turns; resolves with all it put out. */
async function run(gzip: boolean, build: (embed: Embed) => string[][], { endInLastTurn = false, options = {} }: { endInLastTurn?: boolean; options?: Partial<PageBodyOptions> } = {}) {
  let ended = false;
  const body = createPageBody({ gzip, keptPiece: createKeptPieces(), onEnd: () => (ended = true), ...options });
  const turns = build(body.embed);
  const out: Buffer[] = [];
  const outAfterTurn: number[] = [];
  body.stream.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => body.stream.on('end', resolve).on('error', reject));
  for (const [i, turn] of turns.entries()) {
    for (const chunk of turn) body.stream.write(Buffer.from(chunk));
    if (endInLastTurn && i === turns.length - 1) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
    outAfterTurn.push(out.length);
  }
  body.stream.end();
  await done;
  const bytes = Buffer.concat(out);
  return { text: (gzip ? gunzipSync(bytes) : bytes).toString(), bytes, ended, outAfterTurn };
}

const STYLE = '.a{color:red}'.repeat(400);
const STYLE_BYTES = utf8(STYLE);
const HEADER = ['<nav title="', '">', '</nav><p>UID ', '</p>'].map(utf8);
const VALUES = ['zoë &amp; co', 'Z', '42'];
const page = (embed: Embed) => [
  ['<!DOCTYPE html><html><head><style>', embed([STYLE_BYTES]), '</style></head><body>', embed(HEADER, VALUES)],
  ['<main>', 'x'.repeat(5000), '</main></body></html>'],
];
const expected = `<!DOCTYPE html><html><head><style>${STYLE}</style></head><body><nav title="zoë &amp; co">Z</nav><p>UID 42</p><main>${'x'.repeat(5000)}</main></body></html>`;

describe('a page body', () => {
  it.each([true, false])('puts each kept piece and value where its marker was (gzip %s), as one valid stream', async (gzip) => {
    const { text, ended, bytes } = await run(gzip, page);
    expect(text).toBe(expected);
    expect(ended).toBe(true);
    if (gzip) expect(bytes.readUInt32LE(bytes.length - 8)).toBe(crc32(Buffer.from(expected)));
  });

  it.each([true, false])('puts the pieces in when React ends the stream in the turn it wrote them (gzip %s)', async (gzip) => {
    const { text } = await run(gzip, page, { endInLastTurn: true });
    expect(text).toBe(expected);
    const { text: oneTurn } = await run(gzip, (embed) => [page(embed).flat()], { endInLastTurn: true });
    expect(oneTurn).toBe(expected);
  });

  it('streams each turn as it comes, not at the end', async () => {
    const { outAfterTurn } = await run(true, page);
    expect(outAfterTurn[0]).toBeGreaterThan(1);
    expect(outAfterTurn[1]).toBeGreaterThan(outAfterTurn[0]!);
  });

  it('waits for a marker cut between two turns', async () => {
    const { text } = await run(true, (embed) => {
      const marker = embed([STYLE_BYTES]);
      return [['<p>', marker.slice(0, 7)], [marker.slice(7, 20)], [marker.slice(20), '</p>']];
    });
    expect(text).toBe(`<p>${STYLE}</p>`);
  });

  it('writes what only looks like a marker as it is', async () => {
    const forged = '<!--kept AAAAAAAAAAAA 0-->';
    const { text } = await run(true, (embed) => [[embed([utf8('kept')]), forged, '<!--kept', ' no end']]);
    expect(text).toBe(`kept${forged}<!--kept no end`);
  });

  it('compresses each kept piece once: a second page reads the same bytes', () => {
    const keptPiece = createKeptPieces();
    const first = keptPiece(STYLE_BYTES);
    expect(keptPiece(STYLE_BYTES)).toBe(first);
    expect(first.bytes.equals(Buffer.from(STYLE))).toBe(true);
    expect(first.crc).toBe(crc32(STYLE));
    // Made for the piece (the array the header's cache keeps), not for its text: another array is another piece.
    expect(keptPiece(utf8(STYLE))).not.toBe(first);
  });
});

describe('live parts that repeat', () => {
  const NONCE = 'bm9uY2Ugb2YgdGhpcyBwYWdl';
  const HEAD = `<!DOCTYPE html><html lang="en"><head>${'<link rel="modulepreload" href="/assets/a.js"/>'.repeat(4)}<style>`;
  const AVATAR = `data:image/svg+xml,${'%3Csvg%20viewBox%3D%220%200%2064%2064%22%3E'.repeat(5)}`;
  const TAIL = `</main><script nonce="${NONCE}">${'window.data = 1;'.repeat(20)}</script></body></html>`;
  const repeatingPage = (embed: Embed) => [[HEAD, embed([STYLE_BYTES]), '</style></head><body>', embed(HEADER, [AVATAR, 'Z', '42']), '<main>', TAIL]];
  const repeatingText = `${HEAD}${STYLE}</style></head><body><nav title="${AVATAR}">Z</nav><p>UID 42</p><main>${TAIL}`;

  it('are compressed once for their text; a part holding the response\'s own text is not kept', async () => {
    const store = createRepeatedParts();
    const asked: string[] = [];
    const repeatedPart = (bytes: Buffer) => {
      asked.push(bytes.toString());
      return store(bytes);
    };
    for (let page = 0; page < 2; page += 1) {
      const { text, bytes } = await run(true, repeatingPage, { options: { repeatedPart, unique: NONCE } });
      expect(text).toBe(repeatingText);
      expect(bytes.readUInt32LE(bytes.length - 8)).toBe(crc32(Buffer.from(repeatingText)));
    }
    // The head and the avatar, on each page; not the short values, nor the tail with the nonce.
    expect(asked).toEqual([HEAD, AVATAR, HEAD, AVATAR]);
    // Without a store, or without gzip, the same page.
    expect((await run(true, repeatingPage)).text).toBe(repeatingText);
    expect((await run(false, repeatingPage, { options: { repeatedPart, unique: NONCE } })).text).toBe(repeatingText);
    expect(asked).toHaveLength(4);
  });

  it('are kept by their text, at most maxEntries of them, the first kept leaving first', () => {
    const store = createRepeatedParts(2);
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => `<p>${letter.repeat(200)}</p>`);
    const first = store(Buffer.from(a!));
    // Another buffer of the same text (the next page's): the same part, its bytes a copy of its own.
    expect(store(Buffer.from(a!))).toBe(first);
    expect(first.bytes.toString()).toBe(a);
    expect(first.crc).toBe(crc32(a!));
    store(Buffer.from(b!));
    store(Buffer.from(c!));
    expect(store(Buffer.from(a!))).not.toBe(first);
    expect(REPEATED_PART_MAX).toBeGreaterThanOrEqual(AVATAR.length);
  });
});

describe('windowBitsFor', () => {
  it('gives a live part the deflate blocks the default window gives, with a window no larger than it needs', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `<a href="/spot/${i % 97}" class="item">${i}</a>`).join('');
    for (const length of [128, 500, 1457, 4096, 7595, 20000, 40000, 200000]) {
      const part = Buffer.from(text.repeat(3).slice(0, length));
      const bits = windowBitsFor(length);
      expect(deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, windowBits: bits }), `${length} bytes`).toEqual(deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));
      if (length < 16000) expect(bits, `${length} bytes`).toBeLessThan(15);
    }
    expect(windowBitsFor(1457)).toBe(11);
  });
});

describe('crc32Join', () => {
  it.each([
    [0, 0],
    [1, 5],
    [100, 1],
    [20_000, 19_000],
    [3, 70_000],
  ])('gives the CRC-32 of %i bytes then %i bytes', (a, b) => {
    const x = randomBytes(a);
    const y = randomBytes(b);
    expect(crc32Join(crc32(x), crc32(y), crc32Shift(b))).toBe(crc32(Buffer.concat([x, y])));
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br, *;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['', false],
    [null, false],
  ])('%s: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});

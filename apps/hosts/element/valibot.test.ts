/**
 * The element's valibot (valibot.ts) against the real one: every schema of the contract is built
 * twice, by each, and both parse the same corpus, the demo data's good answers and every way of
 * breaking them one place at a time (a key missing, a value of another type, an extra key, junk
 * instead of the whole answer). Success, output, and every issue with its message and path must
 * be the same, so the header's client says and keeps the same things with either.
 */
import { CONTRACT_SYMBOLS, DEMO_USERS, FEE_TAGS, LANGUAGES, RATES, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import * as realContract from '@exchange/contract';
import * as real from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import * as slim from './valibot.ts';

vi.resetModules();
vi.doMock('valibot', () => import('./valibot.ts'));
const slimContract: typeof realContract = await import('@exchange/contract');
vi.doUnmock('valibot');

type AnySchema = real.GenericSchema;
const isSchema = (value: unknown): value is AnySchema => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** Every schema the contract exports, by name, as each library built it. */
const SCHEMAS = Object.entries(realContract)
  .filter(([, value]) => isSchema(value))
  .map(([name, value]) => [name, value as AnySchema, (slimContract as unknown as Record<string, AnySchema>)[name] as AnySchema] as const);

const JUNK: unknown[] = [undefined, null, 0, -1, 1.5, Number.NaN, '', ' ', '  padded  ', 'text', true, false, [], [1], ['a'], {}, { extra: 1 }, Object.create(null), new Date(0)];

const users = DEMO_USERS.map(demoSession);
/** Good values: the demo data's answers and a few requests. */
const GOOD: unknown[] = [
  ...users.flatMap((session) => [session.user, session.fullInfo, session.simulation, session.accountConfig, { traderProUid: session.traderProUid }, { amount: session.rewardsAmount }]),
  ...(Object.values(SITE_CONFIG) as unknown[]),
  LANGUAGES,
  RATES,
  FEE_TAGS,
  { md5: 'abc', changed: true, listDTOS: [...CONTRACT_SYMBOLS].map(([businessLine, symbolDTOList]) => ({ businessLine, symbolDTOList })) },
  { md5: 'abc', changed: false, listDTOS: null },
  { canFido2: true },
  { verified: true },
  { verified: false },
  { userId: '1', loginName: 'main@demo', language: null },
  { demoUType: 1, simulation: { simulation: true, simulationType: 'unified' } },
  { loginName: '  main@demo ', password: 'demo' },
  { languageType: 3 },
  { businessLine: 11, md5: 'abc' },
  { businessLine: 11 },
  { action: 'withdraw', code: '123456' },
  { locale: 'en' },
  { type: 'spot' },
  null,
  {},
];

/** The value with one place broken in every way: each key dropped or replaced, extra keys, junk. */
function* variants(value: unknown, depth = 0): Generator<unknown> {
  yield value;
  if (depth > 2) return;
  if (Array.isArray(value)) {
    if ((value as unknown[]).length === 0) return;
    const list = value as unknown[];
    for (const inner of variants(list[0], depth + 1)) yield [inner, ...list.slice(1)];
    for (const inner of variants(list.at(-1), depth + 1)) yield [...list.slice(0, -1), inner];
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  yield { ...record, unexpected: 'kept out' };
  for (const key of Object.keys(record)) {
    const { [key]: _dropped, ...rest } = record;
    yield rest;
    for (const junk of JUNK) yield { ...record, [key]: junk };
    if (typeof record[key] === 'object' && record[key] !== null) for (const inner of variants(record[key], depth + 1)) yield { ...record, [key]: inner };
  }
}

const CORPUS = [...GOOD.flatMap((value) => [...variants(value)]), ...JUNK];

/** What a parse tells: success, output, and each issue as the client and a reader see it. */
function outcome(lib: { safeParse: typeof real.safeParse; getDotPath: typeof real.getDotPath }, schema: AnySchema, input: unknown) {
  const { success, output, issues } = lib.safeParse(schema, input);
  return {
    success,
    output,
    issues: issues?.map((issue) => ({
      kind: issue.kind,
      type: issue.type,
      input: issue.input,
      expected: issue.expected,
      received: issue.received,
      message: issue.message,
      dotPath: lib.getDotPath(issue),
      path: issue.path?.map(({ type, origin, key, input: holder, value }) => ({ type, origin, key, holder, value })),
    })),
  };
}

/**
 * What parsing one input with both libraries and comparing the outcomes may take (~0.1 ms idle;
 * a machine running two suites is several times slower): a test's limit is its inputs times this.
 */
const PARSE_BUDGET_MS = 2;

describe("the element's valibot", () => {
  it('builds every schema the contract exports', () => {
    expect(SCHEMAS.length).toBeGreaterThan(20);
    for (const [name, realSchema, built] of SCHEMAS) {
      expect(isSchema(built), name).toBe(true);
      // Built by the element's valibot (no Standard Schema interface), not the real one.
      expect('~standard' in built, name).toBe(false);
      expect('~standard' in realSchema, name).toBe(true);
    }
  });

  it.each(SCHEMAS.map(([name, realSchema, slimSchema]) => [name, realSchema, slimSchema] as const))('%s parses the corpus as valibot does', { timeout: Math.max(5000, CORPUS.length * PARSE_BUDGET_MS) }, (_name, realSchema, slimSchema) => {
    expect((slimSchema as unknown as { expects: string }).expects).toBe(realSchema.expects);
    for (const input of CORPUS) {
      const theirs = outcome(real, realSchema, input);
      const ours = outcome(slim as unknown as typeof real, slimSchema, input);
      expect(ours, JSON.stringify(input)).toEqual(theirs);
    }
  });

  it('keeps the corpus broad: good answers pass, and most variants fail somewhere', { timeout: Math.max(5000, SCHEMAS.length * CORPUS.length * PARSE_BUDGET_MS) }, () => {
    const results = SCHEMAS.flatMap(([, schema]) => CORPUS.map((input) => real.safeParse(schema, input).success));
    expect(results.filter(Boolean).length).toBeGreaterThan(100);
    expect(results.filter((passed) => !passed).length).toBeGreaterThan(10_000);
  });
});

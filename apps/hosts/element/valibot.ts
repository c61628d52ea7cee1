/**
 * `valibot` as the light element uses it (vite.config.ts aliases the package here, as it aliases
 * React to Preact): the contract's answer schemas (`@exchange/contract` schemas.ts, built when the
 * element loads) and the header's client, which validates every answer with `safeParse` and
 * names the first issue's place with `getDotPath` (api/client.ts). These are valibot 1.5.0's
 * schemas and actions of that kind, step for step: the same checks in the same order, the same
 * output (an object keeps only its declared keys; `trim` trims), the same issues with the same
 * messages and paths. What the element never asks for is left out: custom and global messages
 * and configuration (`abortEarly`), defaults and fallbacks, async runs and the Standard Schema
 * interface, about half the bytes. valibot.test.ts holds it to the real one: every schema of the
 * contract, on good answers and on a corpus of broken ones, gives the same result.
 */

interface PathItem {
  type: 'object' | 'array';
  origin: 'key' | 'value';
  input: unknown;
  key: string | number;
  value: unknown;
}

interface Issue {
  kind: string;
  type: string;
  input: unknown;
  expected: string | null;
  received: string;
  message: string;
  path?: PathItem[];
}

interface Dataset {
  value: unknown;
  typed?: boolean;
  issues?: Issue[];
}

interface Item {
  kind: 'schema' | 'validation' | 'transformation';
  type: string;
  expects?: string | null;
  '~run'(dataset: Dataset): Dataset;
}

type Schema = Item & { expects: string };

function stringify(input: unknown): string {
  const type = typeof input;
  if (type === 'string') return `"${input as string}"`;
  if (type === 'number' || type === 'bigint' || type === 'boolean') return `${input as number}`;
  if (type === 'object' || type === 'function') return ((input && (Object.getPrototypeOf(input) as { constructor?: { name?: string } } | null)?.constructor?.name) ?? 'null') as string;
  return type;
}

function addIssue(context: Item, label: string, dataset: Dataset, other?: { input?: unknown; expected?: string; received?: string; path?: PathItem[] }): void {
  const input = other && 'input' in other ? other.input : dataset.value;
  const expected = other?.expected ?? context.expects ?? null;
  const received = other?.received ?? stringify(input);
  const issue: Issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : 'R'}eceived ${received}`,
    path: other?.path,
  };
  if (context.kind === 'schema') dataset.typed = false;
  if (dataset.issues) dataset.issues.push(issue);
  else dataset.issues = [issue];
}

/** A schema of one type: typed when `accepts` says so, else a type issue. */
const typeSchema = (type: string, expects: string, accepts: (value: unknown) => boolean): Schema => ({
  kind: 'schema',
  type,
  expects,
  '~run'(dataset) {
    if (accepts(dataset.value)) dataset.typed = true;
    else addIssue(this, 'type', dataset);
    return dataset;
  },
});

// Pure (`@__NO_SIDE_EFFECTS__`, as valibot marks its own): a schema nobody reads is not built.
/* @__NO_SIDE_EFFECTS__ */
export function string(): Schema {
  return typeSchema('string', 'string', (value) => typeof value === 'string');
}

/* @__NO_SIDE_EFFECTS__ */
export function number(): Schema {
  return typeSchema('number', 'number', (value) => typeof value === 'number' && !isNaN(value));
}

/* @__NO_SIDE_EFFECTS__ */
export function boolean(): Schema {
  return typeSchema('boolean', 'boolean', (value) => typeof value === 'boolean');
}

/* @__NO_SIDE_EFFECTS__ */
function null_(): Schema {
  return typeSchema('null', 'null', (value) => value === null);
}
export { null_ as null };

/* @__NO_SIDE_EFFECTS__ */
export function literal(literal: unknown): Schema {
  return typeSchema('literal', stringify(literal), (value) => value === literal || (Number.isNaN(value) && Number.isNaN(literal)));
}

/* @__NO_SIDE_EFFECTS__ */
export function picklist(options: readonly unknown[]): Schema {
  const list = [...new Set(options.map(stringify))];
  return typeSchema('picklist', list.length > 1 ? `(${list.join(' | ')})` : (list[0] ?? 'never'), (value) => options.includes(value));
}

/** `nullable` and `optional`: the one value passes, anything else is the wrapped schema's. */
const orValue = (type: string, passes: null | undefined, wrapped: Schema): Schema => ({
  kind: 'schema',
  type,
  expects: `(${wrapped.expects} | ${String(passes)})`,
  '~run'(dataset) {
    if (dataset.value !== passes) return wrapped['~run'](dataset);
    dataset.typed = true;
    return dataset;
  },
});

/* @__NO_SIDE_EFFECTS__ */
export function nullable(wrapped: Schema): Schema {
  return orValue('nullable', null, wrapped);
}

/* @__NO_SIDE_EFFECTS__ */
export function optional(wrapped: Schema): Schema {
  return orValue('optional', undefined, wrapped);
}

/** An issue inside a value of an object or array: its path starts at that value. */
function nest(dataset: Dataset, inner: Dataset, pathItem: PathItem): void {
  if (inner.issues) {
    for (const issue of inner.issues) {
      if (issue.path) issue.path.unshift(pathItem);
      else issue.path = [pathItem];
      dataset.issues?.push(issue);
    }
    dataset.issues ??= inner.issues;
  }
  if (!inner.typed) dataset.typed = false;
}

/* @__NO_SIDE_EFFECTS__ */
export function object(entries: Record<string, Schema>): Schema {
  return {
    kind: 'schema',
    type: 'object',
    expects: 'Object',
    '~run'(dataset) {
      const input = dataset.value as Record<string, unknown>;
      if (!input || typeof input !== 'object') {
        addIssue(this, 'type', dataset);
        return dataset;
      }
      dataset.typed = true;
      const output: Record<string, unknown> = (dataset.value = {});
      for (const key in entries) {
        const schema = entries[key] as Schema;
        if (key in input) {
          const value = input[key];
          const inner = schema['~run']({ value });
          nest(dataset, inner, { type: 'object', origin: 'value', input, key, value });
          output[key] = inner.value;
        } else if (schema.type !== 'optional') {
          addIssue(this, 'key', dataset, { input: undefined, expected: `"${key}"`, path: [{ type: 'object', origin: 'key', input, key, value: input[key] }] });
        }
      }
      return dataset;
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function array(item: Schema): Schema {
  return {
    kind: 'schema',
    type: 'array',
    expects: 'Array',
    '~run'(dataset) {
      const input = dataset.value;
      if (!Array.isArray(input)) {
        addIssue(this, 'type', dataset);
        return dataset;
      }
      dataset.typed = true;
      const output: unknown[] = (dataset.value = []);
      for (let key = 0; key < input.length; key++) {
        const value: unknown = input[key];
        const inner = item['~run']({ value });
        nest(dataset, inner, { type: 'array', origin: 'value', input, key, value });
        output.push(inner.value);
      }
      return dataset;
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function pipe(...items: [Schema, ...Item[]]): Schema {
  return {
    ...items[0],
    '~run'(dataset) {
      for (const item of items) {
        if (dataset.issues && item.kind !== 'validation') {
          dataset.typed = false;
          break;
        }
        dataset = item['~run'](dataset);
      }
      return dataset;
    },
  };
}

/** A check of a typed value: an issue (`label`, what was expected and received) when it fails. */
const validation = (type: string, label: string, expects: string | null, fails: (value: never) => unknown, received?: (value: never) => string): Item => ({
  kind: 'validation',
  type,
  expects,
  '~run'(dataset) {
    if (dataset.typed && fails(dataset.value as never)) addIssue(this, label, dataset, received && { received: received(dataset.value as never) });
    return dataset;
  },
});

/* @__NO_SIDE_EFFECTS__ */
export function integer(): Item {
  return validation('integer', 'integer', null, (value: number) => !Number.isInteger(value));
}

/* @__NO_SIDE_EFFECTS__ */
export function minLength(length: number): Item {
  return validation('min_length', 'length', `>=${length}`, (value: string) => value.length < length, (value: string) => `${value.length}`);
}

/* @__NO_SIDE_EFFECTS__ */
export function maxLength(length: number): Item {
  return validation('max_length', 'length', `<=${length}`, (value: string) => value.length > length, (value: string) => `${value.length}`);
}

/* @__NO_SIDE_EFFECTS__ */
export function trim(): Item {
  return {
    kind: 'transformation',
    type: 'trim',
    '~run'(dataset) {
      dataset.value = (dataset.value as string).trim();
      return dataset;
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function safeParse(schema: Schema, input: unknown) {
  const dataset = schema['~run']({ value: input });
  return { typed: dataset.typed, success: !dataset.issues, output: dataset.value, issues: dataset.issues };
}

/* @__NO_SIDE_EFFECTS__ */
export function getDotPath(issue: Issue): string | null {
  if (!issue.path) return null;
  let key = '';
  for (const item of issue.path) {
    if (typeof item.key !== 'string' && typeof item.key !== 'number') return null;
    key += key ? `.${item.key}` : item.key;
  }
  return key;
}

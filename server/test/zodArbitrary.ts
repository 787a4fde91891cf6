import fc from 'fast-check';

// Bad input derived from a zod 4 schema (mutation fuzzing, src/areas/mutationFuzz.test.ts). No
// maintained zod-4 → fast-check library is installed, so this walks the schema's definition
// (`schema._zod.def`) for the shapes the shared schemas use (object, string, number, boolean,
// array, enum, literal, union, optional/nullable/default, pipe/transform) and generates values
// of the right shape near and beyond each bound; `invalidFrom` then breaks them: a field dropped,
// a field of any other type, unknown keys, or a body of another type altogether. Refinements are
// not solved, so most generated values fail them too, which is the point.

type Def = { type: string; [key: string]: unknown };
/** A zod 4 schema as far as this file reads it (the server does not depend on zod itself). */
export type ZodSchema = { _zod: { def: unknown } };
type Bounds = { minLength?: number | null; maxLength?: number | null; minValue?: number | null; maxValue?: number | null };

/** Strings that have broken servers before: empty, huge, SQL, markup, NUL, astral, numeric-looking. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(5000),
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '\u0000',
  '😀',
  '-1',
  '1e309',
  'null',
  '%',
  '_',
  '\\',
];
const NASTY_NUMBERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1.5, 1e308, -1e308];

const defOf = (schema: ZodSchema): Def => schema._zod.def as Def;

/** Values of the schema's shape (types right, lengths and ranges around and past the bounds). */
export function shapedBy(schema: ZodSchema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bounds = schema as unknown as Bounds;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodSchema>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, shapedBy(field, depth + 1)])));
    }
    case 'string': {
      const max = bounds.maxLength ?? 40;
      const lengths = [bounds.minLength ?? 0, max, max + 1].filter((n) => n >= 0 && n <= 6000);
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...lengths).map((n) => 'a'.repeat(n)),
        fc.constantFrom(...NASTY_STRINGS),
        fc.uuid(),
        fc.emailAddress(),
        fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10)),
      );
    }
    case 'number': {
      const edges = [bounds.minValue, bounds.maxValue].filter(
        (n): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < 2 ** 53,
      );
      const near = edges.flatMap((n) => [n - 1, n, n + 1]);
      const numbers = fc.oneof(
        fc.integer({ min: -1000, max: 100000 }),
        fc.constantFrom(...NASTY_NUMBERS, ...near),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
      // A coerced number also reads strings.
      return def.coerce ? fc.oneof(numbers, numbers.map(String), fc.constantFrom('', 'abc')) : numbers;
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, string | number>)), fc.string({ maxLength: 3 }));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const max = bounds.maxLength ?? 5;
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(shapedBy(def.element as ZodSchema, depth + 1), { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(shapedBy(def.element as ZodSchema, depth + 1), { minLength: max + 1, maxLength: max + 1 }) },
      );
    }
    case 'union':
      return fc.oneof(...(def.options as ZodSchema[]).map((option) => shapedBy(option, depth)));
    case 'optional':
      return fc.option(shapedBy(def.innerType as ZodSchema, depth), { nil: undefined, freq: 5 });
    case 'nullable':
      return fc.option(shapedBy(def.innerType as ZodSchema, depth), { nil: null, freq: 5 });
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapedBy(def.innerType as ZodSchema, depth);
    case 'pipe':
      return shapedBy(def.in as ZodSchema, depth);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** An object with one field broken: dropped, or replaced by a value of any type. */
function breakOneField(value: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(value);
  if (!keys.length) return fc.constant(value);
  return fc
    .tuple(
      fc.constantFrom(...keys),
      fc.oneof(fc.constant(undefined), fc.anything({ maxDepth: 1 }), fc.constantFrom(...NASTY_STRINGS), fc.constantFrom(...NASTY_NUMBERS)),
    )
    .map(([key, replacement]) => {
      const copy = { ...value };
      if (replacement === undefined) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });
}

/**
 * Bad input for a schema: values of its shape (mostly refused by its bounds and refinements), the
 * same with one field broken or unknown keys added, or a body of another type altogether.
 * `known` are values of records that exist (a seeded return's id): they replace the generated
 * field half of the time, so the calls get past "not found" to the input checks.
 */
export function invalidFrom(schema: ZodSchema, known: Record<string, unknown> = {}): fc.Arbitrary<unknown> {
  const withKnown = shapedBy(schema).chain((value) =>
    value && typeof value === 'object' && !Array.isArray(value) && Object.keys(known).length
      ? fc.subarray(Object.keys(known)).map((keys) => ({ ...(value as object), ...Object.fromEntries(keys.map((k) => [k, known[k]])) }))
      : fc.constant(value),
  );
  return fc.oneof(
    { weight: 3, arbitrary: withKnown },
    {
      weight: 3,
      arbitrary: withKnown.chain((value) =>
        value && typeof value === 'object' && !Array.isArray(value) ? breakOneField(value as Record<string, unknown>) : fc.constant(value),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(withKnown, fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }))
        .map(([value, extra]) => (value && typeof value === 'object' ? { ...extra, ...(value as object) } : value)),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

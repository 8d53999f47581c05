/**
 * fast-check arbitraries for one field's value in the API fuzz: values a
 * field's JSON schema allows (`schemaValue`), and hostile ones
 * (`hostileValue`): unicode of every plane, lone surrogates, control
 * characters, SQL and HTML payloads, negative, fractional and huge numbers
 * (beyond int4, beyond 2^53, beyond a double), numbers as text, strings of up
 * to 100 KB, arrays and objects where scalars belong, null and booleans.
 * `RawJson` carries a number literal JSON.stringify cannot write (1e309).
 */
import fc from 'fast-check';
import type { JsonSchema } from './route-catalogue.ts';

/** A JSON literal written as is into a JSON body (and as its text into a form). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A field left out of the request. */
export const MISSING = Symbol('missing');

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE listings; --",
  '1; DELETE FROM leads',
  '" OR ""="',
  "1' UNION SELECT token_hash, 1 FROM access_tokens --",
  "%' AND 1=1 --",
  "admin'--",
  '1 OR 1=1',
  "'); UPDATE users SET mobile = '9999999999'; --",
  "Robert'); DELETE FROM favourites; --",
  '$1',
  '?',
  "\\'; --",
  '1) OR (1=1',
];

const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '</textarea><b>x</b>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u0024{7*7}',
  '<!--',
  '&lt;&amp;&#0;',
];

const ODD = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'false',
  '[]',
  '{}',
  '0',
  '-0',
  '-1',
  '00',
  '0x1F',
  '1e309',
  '-1e309',
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  '1.5',
  '1,5',
  ' 12 ',
  '١٢٣',
  '９８７６５４３２１０',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '\u202eevil',
  '\ufeff1',
  '\u200d',
  '😀🚗',
  'अहमदाबाद',
  'Straße',
  '../../etc/passwd',
  '..%2f..%2fcarsetu.sqlite',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'data:image/jpeg;base64,',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  '/9j/4AAQ',
  'iVBORw0KGgo=',
  'Sold',
  'UnSold',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Strings: listed payloads, any unicode, lone surrogates, and 1 KB to 100 KB runs. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL, ...HTML, ...ODD) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(
        loneSurrogate,
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 12,
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', '9', 'ह', '😀', "'", '<a>', '%', ' '),
        fc.integer({ min: 1_000, max: 100_000 }),
      )
      .map(([unit, chars]) => unit.repeat(Math.ceil(chars / unit.length))),
  },
);

/** Numbers: edges of int4 and of doubles, negatives, fractions, NaN and literals past a double. */
const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 0.5, -0.0001, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 1e21),
  fc.double(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc
    .constantFrom('1e309', '-1e309', '123456789012345678901234567890', '1.0e-400', '-0')
    .map((text) => new RawJson(text)),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

/** Anything a client might send where a field belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2, max: 3000 })
      .map((depth) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  },
);

/** Names of fields no route has, some of them dangerous to a careless merge. */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'user_id',
    'userId',
    'status',
    'rand',
    'Success',
    'dealer_id',
    'isAdmin',
  ),
  fc.string({ maxLength: 20 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 200);
  const min = Math.min(schema.minLength ?? 0, max);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= max);
    } catch {
      // A pattern JavaScript cannot read: plain strings below.
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** A value `schema` allows (or nearly: ids in range, strings within length, enum members). */
export function schemaValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? -1_000_000;
    const low = schema.exclusiveMinimum === true ? min + 1 : min;
    const high = schema.maximum ?? 1_000_000;
    return fc.oneof(
      fc.integer({ min: Math.max(low, 1), max: Math.max(Math.min(high, 40), Math.max(low, 1)) }),
      fc.integer({ min: low, max: high }),
    );
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') {
    return fc.array(schemaValue(schema.items ?? {}), { minLength: 1, maxLength: 3 });
  }
  if (type === 'object') {
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, s]) => [name, schemaValue(s)] as const,
    );
    return fc.record(Object.fromEntries(fields));
  }
  if (type === 'string') return stringFor(schema);
  return fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 100 }));
}

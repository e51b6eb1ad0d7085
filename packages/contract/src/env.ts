import { z } from 'zod';

/*
 * How each app declares the environment it reads (docs/architecture.md#configuration): one
 * `defineEnv` per app (apps/cms/src/env-schema.ts, apps/web/src/lib/env-schema.ts), the only
 * reader of `process.env` there. The README's configuration table is generated from the
 * declarations (scripts/config/table.mjs), and `npm run gates` fails when it differs.
 */

/** One variable: how it is read, and what the README says of it. */
export interface Variable<T extends z.ZodType = z.ZodType> {
  schema: T;
  /** The README's "default" cell: what an unset variable means. */
  default: string;
  /** The README's "what it does" cell. */
  doc: string;
}

type Shape = Record<string, Variable>;
export type EnvOf<S extends Shape> = { [K in keyof S]: z.output<S[K]['schema']> };
export type RawEnv = Record<string, string | undefined>;

/** A declared variable (`variable(schema, default, doc)`), for the declarations to read as a table. */
export const variable = <T extends z.ZodType>(schema: T, defaultText: string, doc: string): Variable<T> => ({
  schema,
  default: defaultText,
  doc,
});

/** The value as it is, spaces and all. */
export const raw = () => z.string().optional();

/** A string; blank (or spaces only) counts as unset. */
export const text = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** A positive number, else `fallback` (an unset, blank, zero or malformed value alike). */
export const positive = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => {
      const number = Number(value);
      return Number.isFinite(number) && number > 0 ? number : fallback;
    });

/** A whole number of zero or more, else `fallback` (unset, blank, negative or malformed alike). */
export const nonNegative = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => {
      const number = value?.trim() ? Number(value) : Number.NaN;
      return Number.isInteger(number) && number >= 0 ? number : fallback;
    });

/** `1` turns it on; anything else leaves it off. */
export const flag = () =>
  z
    .string()
    .optional()
    .transform((value) => value === '1');

/**
 * An app's environment: its declarations, and `read(env)`, the values parsed from `env`
 * (the app passes `process.env`). Parsed again only when one of the declared variables changed, so a
 * test that sets one sees it at the next read, and a request costs one comparison per variable.
 */
export function defineEnv<S extends Shape>(variables: S) {
  const schema = z.object(
    Object.fromEntries(Object.entries(variables).map(([name, { schema }]) => [name, schema])),
  );
  const names = Object.keys(variables);
  let last: { raw: (string | undefined)[]; values: EnvOf<S> } | undefined;
  const read = (env: RawEnv): EnvOf<S> => {
    const raw = names.map((name) => env[name]);
    if (last && raw.every((value, i) => value === last!.raw[i])) return last.values;
    const values = schema.parse(Object.fromEntries(names.map((name, i) => [name, raw[i]]))) as EnvOf<S>;
    last = { raw, values };
    return values;
  };
  return { variables, read };
}

import { centsOf, dollarsText, formatCents } from '@freight/domain/billing';
import type { Model, Schema } from 'mongoose';

/**
 * Money in the database is a whole number of cents: a path declared with `centsPath` or
 * `moneyCentsPath` and named `<name>Cents` (a shipment's `priceCents`). The API and the pages carry
 * the same amount as the text they always have (`estimatedPrice: "1250.50"`, a shipment's
 * `price: "$1,250.50"`), so the store turns one into the other where records leave and enter it
 * (`shownMoney`, `storedMoney`): an index sorts the cents, a report sums them, and the text the
 * screens show is written in one place (`dollarsText`, `formatCents`).
 *
 * A value that is not an amount (text saved before prices were checked, "TBD") is kept as it was,
 * as text under `<name>`, so reading and saving such a record loses nothing.
 */
export const centsPath = { type: Number, money: 'amount' } as const;

/** A path of whole cents shown as money ("$1,250.50"): the copies of a price the customer agreed to (a shipment's, an accepted offer's). */
export const moneyCentsPath = { type: Number, money: 'money' } as const;

const SHOWN = { amount: dollarsText, money: formatCents } as const;
type Shown = keyof typeof SHOWN;

const SUFFIX = 'Cents';

/** The money of one schema: its own amounts, and the sub-documents (single or arrays) that hold some. */
interface MoneyShape {
  names: [string, Shown][];
  nested: [string, MoneyShape][];
}

const shapes = new WeakMap<Schema, MoneyShape | null>();

function shapeOf(schema: Schema): MoneyShape | null {
  if (shapes.has(schema)) return shapes.get(schema)!;
  const shape: MoneyShape = { names: [], nested: [] };
  schema.eachPath((path, type) => {
    if (path.includes('.')) return;
    const shown = (type.options as { money?: Shown }).money;
    if (shown) {
      if (!path.endsWith(SUFFIX)) throw new Error(`A money path is named <name>Cents, not ${path}`);
      shape.names.push([path.slice(0, -SUFFIX.length), shown]);
      return;
    }
    const inner = (type as { schema?: Schema }).schema;
    const innerShape = inner ? shapeOf(inner) : null;
    if (innerShape) shape.nested.push([path, innerShape]);
  });
  const found = shape.names.length || shape.nested.length ? shape : null;
  shapes.set(schema, found);
  return found;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value);

function show(shape: MoneyShape, doc: Plain): void {
  for (const [name, shown] of shape.names) {
    const key = name + SUFFIX;
    if (!(key in doc)) continue;
    const cents = doc[key];
    delete doc[key];
    if (typeof cents === 'number') doc[name] = SHOWN[shown](cents);
    else if (cents === null && !(name in doc)) doc[name] = null;
  }
  for (const [path, inner] of shape.nested) {
    const value = doc[path];
    if (Array.isArray(value)) value.forEach((item) => isPlain(item) && show(inner, item));
    else if (isPlain(value)) show(inner, value);
  }
}

function store(shape: MoneyShape, record: Plain): Plain {
  const out: Plain = { ...record };
  for (const [name] of shape.names) {
    if (!(name in out)) continue;
    const value = out[name];
    const cents = typeof value === 'string' ? centsOf(value) : null;
    if (cents !== null) {
      out[name + SUFFIX] = cents;
      out[name] = undefined;
    } else if (value === null || value === undefined) {
      out[name + SUFFIX] = value;
      out[name] = undefined;
    } else {
      // Text that is no amount (or empty: no price) stays text, and no amount is stored beside it.
      out[name + SUFFIX] = undefined;
    }
  }
  for (const [path, inner] of shape.nested) {
    const value = out[path];
    if (Array.isArray(value)) out[path] = value.map((item) => (isPlain(item) ? store(inner, item) : item));
    else if (isPlain(value)) out[path] = store(inner, value);
  }
  return out;
}

/** A model, as far as this needs it: its schema. */
interface WithSchema {
  readonly schema: Schema;
}

/**
 * A record read from the database as the API shows it: each amount in cents as dollars-and-cents
 * text under its name. Changes the plain object it is given (a fresh read) and returns it.
 */
export function shownMoney<T>(model: WithSchema | Model<unknown>, doc: T): T {
  const shape = shapeOf(model.schema as Schema);
  if (shape && isPlain(doc)) show(shape, doc);
  return doc;
}

/** Every record of a read, as the API shows it (see shownMoney). */
export function shownMoneyAll<T>(model: WithSchema | Model<unknown>, docs: T[]): T[] {
  for (const doc of docs) shownMoney(model, doc);
  return docs;
}

/**
 * A record or a set of fields as the database keeps them: each amount text as whole cents under
 * `<name>Cents`, its text removed (`undefined`, which a save unsets). A new object; nested records
 * given whole (an award, a quote's accessorials) are converted too. Fields not given stay untouched.
 */
export function storedMoney<T extends object>(model: WithSchema | Model<unknown>, record: T): T {
  const shape = shapeOf(model.schema as Schema);
  return shape ? (store(shape, record as Plain) as T) : record;
}

/** The paths a projection of these fields reads: each top-level amount's cents beside its text. */
export function moneyProjectionOf(model: WithSchema | Model<unknown>, fields: readonly string[]): string[] {
  const names = new Set(shapeOf(model.schema as Schema)?.names.map(([name]) => name));
  return fields.flatMap((field) => (names.has(field) ? [field, field + SUFFIX] : [field]));
}

import { Schema } from 'mongoose';
import { centsPath, moneyProjectionOf, moneyCentsPath, shownMoney, storedMoney } from './money-fields';

const line = new Schema({ name: String, priceCents: centsPath, price: String }, { _id: false });
const model = {
  schema: new Schema({
    id: Number,
    totalCents: moneyCentsPath,
    total: String,
    rateCents: { ...centsPath, default: null },
    rate: String,
    lines: [line],
    award: new Schema({ carrier: String, rateCents: centsPath, rate: String }, { _id: false }),
    boardCents: Number,
  }),
};

describe('money kept as whole cents', () => {
  it.each([
    ['an amount', { rate: '1,250.5' }, { rateCents: 125050, rate: undefined }],
    ['a negative amount', { rate: '-12.00' }, { rateCents: -1200, rate: undefined }],
    ['no amount (null)', { rate: null }, { rateCents: null, rate: undefined }],
    ['a removed amount', { rate: undefined }, { rateCents: undefined, rate: undefined }],
    ['text that is no amount', { rate: 'Call us' }, { rateCents: undefined, rate: 'Call us' }],
    ['an empty price', { rate: '' }, { rateCents: undefined, rate: '' }],
    ['more than two decimals', { rate: '0.125' }, { rateCents: undefined, rate: '0.125' }],
  ])('stores %s', (_what, given, stored) => {
    expect(storedMoney(model, given)).toStrictEqual(stored);
  });

  it('leaves fields that are not given, and paths that are not money, alone', () => {
    expect(storedMoney(model, { id: 4, boardCents: 5 })).toStrictEqual({ id: 4, boardCents: 5 });
  });

  it('stores the amounts of sub-records given whole, single or in arrays, without changing what it was given', () => {
    const given = { lines: [{ name: 'Liftgate', price: '75' }, { name: 'Other', price: 'TBD' }], award: { carrier: 'Brennan', rate: '1075.00' } };
    const before = structuredClone(given);
    expect(storedMoney(model, given)).toStrictEqual({
      lines: [
        { name: 'Liftgate', priceCents: 7500, price: undefined },
        { name: 'Other', priceCents: undefined, price: 'TBD' },
      ],
      award: { carrier: 'Brennan', rateCents: 107500, rate: undefined },
    });
    expect(given).toStrictEqual(before);
  });

  it('shows cents as the text each path is shown as, and keeps text that is no amount', () => {
    const read = { id: 1, totalCents: 125050, rateCents: 99000, lines: [{ name: 'Liftgate', priceCents: 7500 }, { name: 'Other', price: 'TBD' }], award: { rateCents: 5 }, boardCents: 7 };
    expect(shownMoney(model, read)).toStrictEqual({
      id: 1,
      total: '$1,250.50',
      rate: '990.00',
      lines: [
        { name: 'Liftgate', price: '75.00' },
        { name: 'Other', price: 'TBD' },
      ],
      award: { rate: '0.05' },
      boardCents: 7,
    });
  });

  it('shows a null amount as null, and an absent one as absent', () => {
    expect(shownMoney(model, { rateCents: null })).toStrictEqual({ rate: null });
    expect(shownMoney(model, { id: 2 })).toStrictEqual({ id: 2 });
    expect(shownMoney(model, null)).toBeNull();
  });

  it('reads back what it stores', () => {
    const record = { id: 3, total: '$1,250.50', rate: '990.00', lines: [{ name: 'Liftgate', price: '75.00' }], award: { carrier: 'Brennan', rate: '1075.00' } };
    const stored = JSON.parse(JSON.stringify(storedMoney(model, record))) as object;
    expect(shownMoney(model, stored)).toStrictEqual(record);
  });

  it('projects each top-level amount with its cents', () => {
    expect(moneyProjectionOf(model, ['id', 'rate', 'lines'])).toEqual(['id', 'rate', 'rateCents', 'lines']);
  });

  it('refuses a money path whose name does not end in Cents', () => {
    expect(() => shownMoney({ schema: new Schema({ price: centsPath }) }, {})).toThrow('A money path is named <name>Cents, not price');
  });
});

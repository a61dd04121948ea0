import { carrierRateSchema, equipmentPricingSchema, validate, websiteContentSchema } from '@freight/domain/schemas';
import { carrierRates } from './carrier-rates';
import { equipmentPricing } from './equipment-pricing';
import { websiteContent } from './website-content';

/** Each kind with the schema the API checks its records with. */
const KINDS = [
  { name: 'carrier rates', kind: carrierRates, schema: carrierRateSchema },
  { name: 'equipment pricing', kind: equipmentPricing, schema: equipmentPricingSchema },
  { name: 'website content', kind: websiteContent, schema: websiteContentSchema },
];

describe.each(KINDS)('the $name dialog', ({ kind, schema }) => {
  it("has a field for every field the API's schema takes, and no other", () => {
    expect(kind.fields.map((field) => field.name).sort()).toEqual(Object.keys(schema.describe().keys ?? {}).sort());
  });

  it("starts a new record as the API's schema would (its defaults)", () => {
    const { value } = validate(schema, {});
    for (const field of kind.fields.filter((f) => f.initial !== undefined)) expect(value).toHaveProperty(field.name, field.initial);
  });
});

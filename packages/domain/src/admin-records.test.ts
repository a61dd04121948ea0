import { ADMIN_RECORDS } from './admin-records';
import { carrierRateSchema, equipmentPricingSchema, validate, websiteContentSchema } from './schemas';

const SCHEMAS = {
  carrierRates: carrierRateSchema,
  equipmentPricing: equipmentPricingSchema,
  websiteContent: websiteContentSchema,
};

const KINDS = Object.entries(ADMIN_RECORDS).map(([name, spec]) => ({ name, spec, schema: SCHEMAS[name as keyof typeof SCHEMAS] }));

describe.each(KINDS)('the admin record kind $name', ({ spec, schema }) => {
  it('has a form field for every field its API schema takes, and no other', () => {
    const schemaKeys = Object.keys(schema.describe().keys ?? {});
    expect(spec.fields.map((field) => field.name).sort()).toEqual(schemaKeys.sort());
  });

  it("starts a new record as the API's schema would (its defaults)", () => {
    const initial = Object.fromEntries(spec.fields.filter((field) => field.initial !== undefined).map((field) => [field.name, field.initial]));
    const { value } = validate(schema, {});
    for (const [name, initialValue] of Object.entries(initial)) expect(value).toHaveProperty(name, initialValue);
  });

  it('has the toasts of each change it offers, and of none it does not', () => {
    const changes = spec.operations.filter((operation) => operation !== 'list');
    expect(Object.keys(spec.outcomes).sort()).toEqual([...changes].sort());
  });
});

it('website content is never deleted from the admin area', () => {
  expect(ADMIN_RECORDS.websiteContent.operations).not.toContain('delete');
});

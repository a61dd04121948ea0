import { ADMIN_RECORDS } from './admin-records';

describe.each(Object.entries(ADMIN_RECORDS))('the admin record kind %s', (_name, spec) => {
  it('has the toasts of each change it offers, and of none it does not', () => {
    const changes = spec.operations.filter((operation) => operation !== 'list');
    expect(Object.keys(spec.outcomes).sort()).toEqual([...changes].sort());
  });
});

it('website content is never deleted from the admin area', () => {
  expect(ADMIN_RECORDS.websiteContent.operations).not.toContain('delete');
});

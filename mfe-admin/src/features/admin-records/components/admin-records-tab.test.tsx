import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { carrierRate, contentItem, equipmentItem, listed } from '../../../testing/fixtures';
import { carrierRates } from '../kinds/carrier-rates';
import { equipmentPricing } from '../kinds/equipment-pricing';
import { websiteContent } from '../kinds/website-content';
import type { AdminRecord, AdminRecordKind } from '../types/admin-record-kind';
import { AdminRecordsTab } from './admin-records-tab';

type AnyRecord = AdminRecord & Record<string, unknown>;

/** A kind with a record of it, typed as any kind's (the tab is generic in them). */
const kindCase = <Item extends AdminRecord, Input>(kind: AdminRecordKind<Item, Input>, record: Item) => ({
  kind: kind as unknown as AdminRecordKind<AnyRecord, unknown>,
  record: record as unknown as AnyRecord,
  name: kind.texts.title,
});

const CASES = [kindCase(carrierRates, carrierRate), kindCase(equipmentPricing, equipmentItem), kindCase(websiteContent, contentItem)];

describe.each(CASES)('AdminRecordsTab: $name', ({ kind, record }) => {
  const url = `/api${kind.path}`;
  const rowName = kind.nameOf(record);
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists the records in a table named for the kind, each with its active flag', async () => {
    api = mockApi({ [`GET ${url}`]: listed([record, { ...record, id: 99, isActive: false }]) });
    renderWithProviders(<AdminRecordsTab kind={kind} />);
    expect(screen.getByRole('heading', { name: kind.texts.title })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: kind.texts.table });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([...kind.columns.map(({ header }) => header), 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^(Active|Inactive)$/).textContent)).toEqual(['Active', 'Inactive']);
    expect(api.callsTo(`GET ${url}`)[0].url).toBe(`${url}?limit=50&offset=0`);
  });

  it('says when there are no records yet, and when the list could not be loaded', async () => {
    api = mockApi({ [`GET ${url}`]: listed([]) });
    const { unmount } = renderWithProviders(<AdminRecordsTab kind={kind} />);
    expect(await screen.findByText(kind.texts.empty)).toBeInTheDocument();
    unmount();
    api.restore();
    api = mockApi({ [`GET ${url}`]: { status: 500, body: { message: 'Internal error' } } });
    renderWithProviders(<AdminRecordsTab kind={kind} />);
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
  });

  it("adds a record: the dialog starts as a new record does, sends every field, toasts the kind's success and refreshes the list", async () => {
    api = mockApi({ [`GET ${url}`]: listed([]), [`POST ${url}`]: { status: 201, body: record } });
    const { user } = renderWithProviders(<AdminRecordsTab kind={kind} />);
    await user.click(await screen.findByRole('button', { name: kind.texts.add }));
    const dialog = await screen.findByRole('dialog', { name: kind.texts.add });
    const expected: Record<string, string | boolean> = {};
    for (const field of kind.fields) {
      if (field.kind === 'switch') {
        expect(within(dialog).getByRole('switch', { name: field.label })).toBeChecked();
        expected[field.name] = true;
      } else if (field.kind === 'select') {
        expect(within(dialog).getByLabelText(field.label)).toHaveValue(field.initial as string);
        expected[field.name] = field.initial as string;
      } else {
        await user.type(within(dialog).getByLabelText(field.label), `${field.label} value`);
        expected[field.name] = `${field.label} value`;
      }
    }
    await user.click(within(dialog).getByRole('button', { name: kind.texts.create }));

    expect(await screen.findByText(kind.outcomes.create.success)).toBeInTheDocument();
    expect(api.callsTo(`POST ${url}`)[0].body).toEqual(expected);
    await waitFor(() => expect(api.callsTo(`GET ${url}`)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits a record, prefilled, and toasts the kind's success; a refusal keeps the dialog open with the kind's failure", async () => {
    api = mockApi({ [`GET ${url}`]: listed([record]), [`PATCH ${url}/${record.id}`]: { status: 400, body: { message: 'Refused' } } });
    const { user } = renderWithProviders(<AdminRecordsTab kind={kind} />);
    await user.click(await screen.findByRole('button', { name: `Edit ${rowName}` }));
    const dialog = await screen.findByRole('dialog', { name: kind.texts.edit });
    const first = kind.fields[0];
    expect(within(dialog).getByLabelText(first.label)).toHaveValue(record[first.name] as string);
    await user.click(within(dialog).getByRole('button', { name: kind.texts.save }));
    expect(await screen.findByText(kind.outcomes.update.failure)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    api.restore();
    api = mockApi({ [`GET ${url}`]: listed([record]), [`PATCH ${url}/${record.id}`]: { body: record } });
    await user.click(within(dialog).getByRole('button', { name: kind.texts.save }));
    expect(await screen.findByText(kind.outcomes.update.success)).toBeInTheDocument();
    expect(Object.keys(api.callsTo(`PATCH ${url}/${record.id}`)[0].body as object).sort()).toEqual(kind.fields.map((f) => f.name).sort());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a record after confirmation when the kind offers it, and shows no Delete otherwise', async () => {
    api = mockApi({ [`GET ${url}`]: listed([record]), [`DELETE ${url}/${record.id}`]: { status: 204 } });
    const { user } = renderWithProviders(<AdminRecordsTab kind={kind} />);
    await screen.findByRole('button', { name: `Edit ${rowName}` });
    if (!kind.outcomes.delete) {
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      return;
    }
    await user.click(screen.getByRole('button', { name: `Delete ${rowName}` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete ${kind.texts.noun} ${rowName}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(kind.outcomes.delete.success)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${url}/${record.id}`)).toHaveLength(1);
  });

  it('pages through more than 50 records', async () => {
    const page = Array.from({ length: 50 }, (_, i) => ({ ...record, id: 200 - i }));
    api = mockApi({ [`GET ${url}`]: listed(page, 75) });
    const { user } = renderWithProviders(<AdminRecordsTab kind={kind} />);
    const pager = await screen.findByRole('navigation', { name: kind.texts.pages });
    expect(pager).toHaveTextContent('Showing 1–50 of 75');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(`GET ${url}`).map((call) => call.url)).toContain(`${url}?limit=50&offset=50`));
  });
});

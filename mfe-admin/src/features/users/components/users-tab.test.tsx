import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type MockApi, type MockReply } from '@freight/platform/testing';
import { makeUser, primaryAdmin } from '../../../testing/fixtures';
import { UsersTab } from './users-tab';

const customer = makeUser({ id: 12 });
const list = (users = [customer, primaryAdmin]) => ({ body: users, headers: { 'X-Total-Count': String(users.length) } });

/** The row with a cell, or a line in one, that reads `text` (emails carry <wbr> break hints, so match the text, not the computed name). */
const rowOf = (text: string) =>
  waitFor(() => {
    const row = screen.getAllByRole('row').find((r) => Array.from(r.querySelectorAll('td, td *')).some((el) => el.textContent === text));
    if (!row) throw new Error(`No row with a cell reading ${text}`);
    return row;
  });

describe('UsersTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("disables the primary admin's admin-rights and delete buttons and says why in tooltips", async () => {
    api = mockApi({ 'GET /api/user': { body: makeUser({ id: 20, isAdmin: true }) }, 'GET /api/admin/users': list() });
    const { user } = renderWithProviders(<UsersTab />);
    const row = within(await rowOf('admin@harborlinefreight.com'));
    const rights = row.getByRole('button', { name: /Remove admin rights/ });
    const del = row.getByRole('button', { name: /^Delete/ });
    expect(rights).toBeDisabled();
    expect(del).toBeDisabled();
    expect(row.getByRole('button', { name: /^Deactivate/ })).toBeEnabled();

    // The disabled button sits in a focusable wrapper, so keyboard users reach the reason too.
    for (let i = 0; i < 20 && document.activeElement !== rights.parentElement; i += 1) await user.tab();
    expect(rights.parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Primary admin privileges cannot be changed');
    await user.tab();
    expect(del.parentElement).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Primary admin account cannot be deleted'), { timeout: 2000 });
    expect(del).toHaveAccessibleDescription('Primary admin account cannot be deleted');
  });

  it('leaves every action enabled for other users and shows their details', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/users': list() });
    renderWithProviders(<UsersTab />);
    const row = within(await rowOf('dana.reyes'));
    expect(row.getByText('Dana Reyes')).toBeInTheDocument();
    expect(row.getByText('dana@example.com')).toBeInTheDocument();
    expect(row.getByText('Reyes Goods')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    for (const name of [/^Deactivate/, /^Make admin/, /^Delete/]) expect(row.getByRole('button', { name })).toBeEnabled();
  });

  it('asks for the next page after the last user shown (keyset), and goes back to the page it showed', async () => {
    const page = Array.from({ length: 25 }, (_, i) => makeUser({ id: 100 - i, username: `user${100 - i}` }));
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/users': { body: page, headers: { 'X-Total-Count': '60' } } });
    const { user } = renderWithProviders(<UsersTab />);
    expect(await screen.findByText('Showing 1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    const next = new URL(api.callsTo('GET /api/admin/users')[1].url, 'http://x').searchParams;
    expect([next.get('after'), next.get('offset')]).toEqual(['76', '25']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–25 of 60')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/users')).toHaveLength(2);
  });

  it('deactivates a user, toasts Success and refetches the list', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/users': list(),
      'PATCH /api/admin/users/12': { body: { ...customer, isActive: false } },
    });
    const { user } = renderWithProviders(<UsersTab />);
    await user.click(within(await rowOf('dana.reyes')).getByRole('button', { name: /^Deactivate/ }));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/users/12')[0].body).toEqual({ isActive: false });
    await waitFor(() => expect(api.callsTo('GET /api/admin/users')).toHaveLength(2));
  });

  it('asks before making a user an admin, and grants the rights only once confirmed', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/users': list(),
      'PATCH /api/admin/users/12': { body: { ...customer, isAdmin: true } },
    });
    const { user } = renderWithProviders(<UsersTab />);
    await user.click(within(await rowOf('dana.reyes')).getByRole('button', { name: /^Make admin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Dana Reyes an admin?' });
    expect(api.callsTo('PATCH /api/admin/users/12')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/admin/users/12')).toHaveLength(0);

    await user.click(within(await rowOf('dana.reyes')).getByRole('button', { name: /^Make admin/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Admin rights granted successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/users/12')[0].body).toEqual({ isActive: true, isAdmin: true });
  });

  it('asks before deleting, and shows the spec error when the server refuses', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/users': list(),
      'DELETE /api/admin/users/12': { status: 409, body: { message: 'nope' } },
    });
    const { user } = renderWithProviders(<UsersTab />);
    await user.click(within(await rowOf('dana.reyes')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user Dana Reyes?' });
    expect(api.callsTo('DELETE /api/admin/users/12')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and pages through results', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/users': { body: [customer], headers: { 'X-Total-Count': '60' } } });
      const { user } = renderWithProviders(<UsersTab />);
      expect(await screen.findByText('Showing 1–1 of 60')).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'acme');
      act(() => jest.advanceTimersByTime(300));
      await waitFor(() => expect(api.calls.some((c) => c.url.includes('search=acme'))).toBe(true));
      expect(api.calls.filter((c) => c.url.includes('search=ac')).length).toBe(1);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(api.calls.some((c) => c.url.includes('offset=25') && c.url.includes('search=acme'))).toBe(true));
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the rows of the last answer from being acted on while a new search is typed and on its way', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/users': (request) =>
        request.url.includes('search=') ? new Promise<MockReply>((resolve) => (answer = resolve)) : list([customer, primaryAdmin]),
    });
    const { user } = renderWithProviders(<UsersTab />);
    const deactivate = within(await rowOf('dana.reyes')).getByRole('button', { name: /^Deactivate/ });
    expect(deactivate).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'admin');
    // Typed but not yet sent, then sent and not yet answered: the old rows stay on screen, out of reach.
    expect(deactivate).toBeDisabled();
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('search=admin'))).toBe(true));
    expect(deactivate).toBeDisabled();
    await user.click(deactivate);
    expect(api.callsTo('PATCH /api/admin/users/12')).toHaveLength(0);

    act(() => answer(list([makeUser({ id: 14, username: 'ops.admin', firstName: 'Ops', lastName: 'Admin', email: 'ops@example.com' })])));
    await waitFor(() => expect(screen.queryByText('dana.reyes')).not.toBeInTheDocument());
    expect(within(await rowOf('ops.admin')).getByRole('button', { name: /^Deactivate/ })).toBeEnabled();
  });
});

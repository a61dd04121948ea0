import { act, renderHook } from '@testing-library/react';
import { AUTH_MESSAGES } from '@freight/domain/schemas';
import { useForm } from './use-form';

const EMPTY_LOGIN = { username: '', password: '' };
const conflict = { status: 409, data: { message: 'Username already exists', errors: { username: 'Username already exists', nickname: 'No such field' } } };

describe('useForm', () => {
  it('returns the body the shared schema converted when it passes', async () => {
    const { result } = renderHook(() => useForm(EMPTY_LOGIN, (s) => s.loginSchema));
    act(() => {
      result.current.set('username', '  dana  ');
      result.current.set('password', 'secret1');
    });
    let body: unknown;
    await act(async () => {
      body = await result.current.check();
    });
    expect(body).toEqual({ username: 'dana', password: 'secret1' });
    expect(result.current.errors).toEqual({});
  });

  it("shows the schema's messages, and drops a field's message once that field is edited", async () => {
    const { result } = renderHook(() => useForm(EMPTY_LOGIN, (s) => s.loginSchema));
    let body: unknown;
    await act(async () => {
      body = await result.current.check();
    });
    expect(body).toBeNull();
    expect(result.current.errors).toEqual({ username: AUTH_MESSAGES.loginUsername, password: AUTH_MESSAGES.loginPassword });
    act(() => result.current.set('username', 'd'));
    expect(result.current.errors).toEqual({ password: AUTH_MESSAGES.loginPassword });
  });

  it("puts the server's messages beside the fields the form has, and keeps its message", () => {
    const { result } = renderHook(() => useForm(EMPTY_LOGIN));
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(conflict);
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ username: 'Username already exists' });
    expect(result.current.serverMessage).toBe('Username already exists');
  });

  it('reads nested fields by dotted path', () => {
    const { result } = renderHook(() => useForm({ carrierInfo: { mcNumber: '' } }));
    act(() => result.current.set('carrierInfo.mcNumber', 'MC-1'));
    expect(result.current.values).toEqual({ carrierInfo: { mcNumber: 'MC-1' } });
    act(() => {
      result.current.showServerErrors({ status: 400, data: { message: 'Bad', errors: { 'carrierInfo.mcNumber': 'Bad' } } });
    });
    expect(result.current.errors).toEqual({ 'carrierInfo.mcNumber': 'Bad' });
  });

  it('without a schema sends what was typed, and reset starts over', async () => {
    const { result } = renderHook(() => useForm(EMPTY_LOGIN));
    act(() => result.current.set('username', 'dana'));
    act(() => {
      result.current.showServerErrors(conflict);
    });
    let body: unknown;
    await act(async () => {
      body = await result.current.check();
    });
    expect(body).toEqual({ username: 'dana', password: '' });
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY_LOGIN);
    expect(result.current.serverMessage).toBeUndefined();
  });
});

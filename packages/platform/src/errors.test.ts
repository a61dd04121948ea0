import { errorBodyOf, errorMessage, isNetworkError, toErrorString } from './errors';

describe('toErrorString', () => {
  it('joins the status and the JSON body text', () => {
    expect(toErrorString({ status: 400, data: { message: 'Please select a service' } })).toBe(
      '400: {"message":"Please select a service"}',
    );
  });

  it('uses a text body as it is', () => {
    expect(toErrorString({ status: 502, data: 'Bad gateway from upstream' })).toBe('502: Bad gateway from upstream');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(toErrorString({ status: 500, data: null, statusText: 'Internal Server Error' })).toBe('500: Internal Server Error');
    expect(toErrorString({ status: 404, data: '', statusText: 'Not Found' })).toBe('404: Not Found');
  });

  it('keeps the raw text of a body that failed to parse', () => {
    expect(toErrorString({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>oops</html>', error: 'SyntaxError' })).toBe(
      '500: <html>oops</html>',
    );
  });

  it('reports network and custom failures by their message', () => {
    expect(toErrorString({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('TypeError: Failed to fetch');
    expect(toErrorString({ status: 'CUSTOM_ERROR', error: 'Invalid credentials' })).toBe('Invalid credentials');
    expect(toErrorString(new Error('boom'))).toBe('boom');
    expect(toErrorString(undefined)).toBe('Unknown error');
  });
});

describe('errorBodyOf', () => {
  it('reads the message and the per-field messages of the API error body', () => {
    const error = { status: 400, data: { message: 'Email is required', errors: { email: 'Email is required', 'shipperInfo.businessType': 'Pick one' } } };
    expect(errorBodyOf(error)).toEqual({
      message: 'Email is required',
      errors: { email: 'Email is required', 'shipperInfo.businessType': 'Pick one' },
    });
  });

  it('leaves out what is not text', () => {
    expect(errorBodyOf({ status: 400, data: { message: 42, errors: { email: 'Bad', age: 3 } } })).toEqual({ errors: { email: 'Bad' } });
    expect(errorBodyOf({ status: 500, data: 'plain text' })).toEqual({});
    expect(errorBodyOf({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({});
    expect(errorBodyOf(null)).toEqual({});
  });
});

describe('errorMessage', () => {
  it("returns the server's message from the body", () => {
    expect(errorMessage({ status: 409, data: { message: 'Username already exists' } })).toBe('Username already exists');
    expect(errorMessage({ status: 'CUSTOM_ERROR', error: 'x', data: { success: false, message: 'Invalid credentials' } })).toBe(
      'Invalid credentials',
    );
  });

  it('returns undefined when there is no message', () => {
    expect(errorMessage({ status: 500, data: 'plain text' })).toBeUndefined();
    expect(errorMessage({ status: 500, data: { message: '  ' } })).toBeUndefined();
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(errorMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('isNetworkError', () => {
  it('is true only for a call that got no answer', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isNetworkError({ status: 401, data: { message: 'Invalid credentials' } })).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });
});

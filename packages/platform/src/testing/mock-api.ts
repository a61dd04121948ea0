/** A stub of global.fetch for component tests: answers by "METHOD /path" and records every call. */

export interface MockRequest {
  method: string;
  /** Path plus query, e.g. /api/quotes?limit=5 */
  url: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Keys are "GET /api/user", "POST /api/login", ...; a key without a query matches any query. */
export type MockHandlers = Record<string, MockHandler>;

export interface MockApi {
  calls: MockRequest[];
  /** The recorded calls for one "METHOD /path" key. */
  callsTo: (key: string) => MockRequest[];
  /** Adds or replaces handlers mid-test. */
  use: (more: MockHandlers) => void;
  restore: () => void;
}

async function readRequest(input: RequestInfo | URL, init?: RequestInit): Promise<MockRequest> {
  const request = new Request(input instanceof URL ? input.href : input, init);
  const url = new URL(request.url, window.location.href);
  const text = await request.text();
  let body: unknown = text === '' ? undefined : text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the raw text.
  }
  return {
    method: request.method.toUpperCase(),
    url: url.pathname + url.search,
    path: url.pathname,
    body,
    headers: Object.fromEntries(request.headers.entries()),
  };
}

function toResponse({ status = 200, body, headers = {} }: MockReply): Response {
  const isText = typeof body === 'string';
  const payload = body === undefined || status === 204 ? null : isText ? body : JSON.stringify(body);
  const contentType = isText ? 'text/plain' : 'application/json';
  return new Response(payload, { status, headers: { 'content-type': contentType, ...headers } });
}

const active: Array<() => void> = [];
const pristineFetch = globalThis.fetch;

/** Undoes every mockApi() still in place; the shared test setup calls it after each test. */
export function restoreAllMockApis() {
  while (active.length > 0) active.pop()?.();
  globalThis.fetch = pristineFetch;
}

export function mockApi(handlers: MockHandlers = {}): MockApi {
  const table: MockHandlers = { ...handlers };
  const calls: MockRequest[] = [];
  const original = globalThis.fetch;

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readRequest(input, init);
    calls.push(request);
    const handler = table[`${request.method} ${request.url}`] ?? table[`${request.method} ${request.path}`];
    if (!handler) {
      return toResponse({ status: 501, body: { message: `mockApi: no handler for ${request.method} ${request.url}` } });
    }
    return toResponse(typeof handler === 'function' ? await handler(request) : handler);
  }) as typeof fetch;

  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    globalThis.fetch = original;
  };
  active.push(restore);

  return {
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key || `${call.method} ${call.url}` === key),
    use: (more) => Object.assign(table, more),
    restore,
  };
}

/**
 * jsdom lacks the WHATWG fetch family and a few Node globals. Node 20 has them (undici), so copy the
 * host realm's implementations into the test window before any module under test loads.
 */
import vm from 'node:vm';

const nodeGlobal = vm.runInThisContext('globalThis') as typeof globalThis;
const target = globalThis as unknown as Record<string, unknown>;
const source = nodeGlobal as unknown as Record<string, unknown>;

// Not MessageChannel: React's scheduler would pick it up, and a Node port keeps Jest from exiting.
const MISSING_IN_JSDOM = [
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'fetch',
  'Response',
  'Headers',
] as const;

for (const name of MISSING_IN_JSDOM) {
  if (target[name] === undefined && source[name] !== undefined) target[name] = source[name];
}

// Browsers resolve relative request URLs against the page; undici needs them absolute.
if (target.Request === undefined) {
  const NodeRequest = nodeGlobal.Request;
  target.Request = class Request extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? new URL(input, window.location.href).href : input;
      super(url, init);
    }
  };
}

import type { Express } from 'express';

/** One method + path the app answers, e.g. { method: 'PATCH', path: '/api/admin/users/:id' }. */
export interface AppRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (base: string, part: string) => `${base.replace(/\/$/, '')}/${part.replace(/^\//, '')}`.replace(/\/$/, '') || '/';

function walk(stack: Layer[], base: string, out: AppRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') out.push({ method: method.toUpperCase(), path: join(base, String(path)) });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, join(base, mount), out);
    }
  }
}

/** Every route of an Express 5 app, found by walking its router stack (nested routers included). */
export function listRoutes(app: Express): AppRoute[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const out: AppRoute[] = [];
  walk(router.stack, '', out);
  return out;
}

import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TOASTS, BOOKING_NOTICE, TOASTS } from './messages';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-portal/src', 'mfe-admin/src', 'mfe-tools/src', 'packages/platform/src', 'packages/ui/src', 'api/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe('notification texts (SPEC.md §8)', () => {
  it('are written once, in packages/domain: no page or API file retypes one', () => {
    // Short generic words ('Error', 'Success') also occur as ordinary code; the rest must not.
    const spec = [...new Set([...texts(TOASTS), ...texts(ADMIN_TOASTS), ...texts(BOOKING_NOTICE)])].filter((t) => t.length > 8);
    expect(spec.length).toBeGreaterThan(30);
    const retyped: string[] = [];
    for (const file of SOURCE_DIRS.flatMap((dir) => sources(path.join(ROOT, dir)))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const text of spec) {
        const escaped = text.replace(/'/g, "\\'");
        if ([`'${escaped}'`, `"${text}"`, `\`${text}\``].some((literal) => code.includes(literal))) {
          retyped.push(`${path.relative(ROOT, file)}: ${text}`);
        }
      }
    }
    expect(retyped).toEqual([]);
  });
});

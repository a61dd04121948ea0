import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PAGE_MESSAGES, ADMIN_TOASTS, AUTH_RESPONSES, BOOKING_NOTICE, QUOTE_RESPONSES, TOASTS } from './messages';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-portal/src', 'mfe-admin/src', 'mfe-tools/src', 'packages/platform/src', 'packages/ui/src', 'api/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every text of a messages object; a text with a blank to fill (a name) is filled with a sample. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'function'
      ? [String(value('Pat'))]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

// Short generic words ('Error', 'Success') also occur as ordinary code; the rest must not.
const SPEC_TEXTS = [...new Set([TOASTS, ADMIN_TOASTS, AUTH_RESPONSES, QUOTE_RESPONSES, BOOKING_NOTICE, ADMIN_PAGE_MESSAGES].flatMap(texts))].filter((t) => t.length > 8);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template literal with blanks (`We'll get back to you within ${hours} hours.`) as the texts it can give. */
function templatePattern(template: string): RegExp | null {
  const pieces = template.split(/\$\{[^}]*\}/);
  if (pieces.length < 2 || pieces.join('').trim().length < 10) return null;
  return new RegExp(`^${pieces.map(escapeRegExp).join('.+')}$`);
}

/** The spec texts a source file writes out itself: quoted, as JSX text, or as a template that gives one. */
function retypedIn(code: string): string[] {
  const quoted = SPEC_TEXTS.filter((text) => [`'${text.replace(/'/g, "\\'")}'`, `"${text}"`, `\`${text}\``].some((literal) => code.includes(literal)));
  const jsx = SPEC_TEXTS.filter((text) => new RegExp(`>\\s*${escapeRegExp(text)}\\s*<`).test(code));
  const patterns = [...code.matchAll(/`((?:[^`\\]|\\.)*)`/g)].map(([, template]) => templatePattern(template)).filter((p) => p !== null);
  const templated = SPEC_TEXTS.filter((text) => patterns.some((pattern) => pattern.test(text)));
  return [...new Set([...quoted, ...jsx, ...templated])];
}

describe('the texts of SPEC.md §8', () => {
  it('are read from every messages object of the domain', () => {
    expect(SPEC_TEXTS.length).toBeGreaterThan(50);
    expect(SPEC_TEXTS).toEqual(expect.arrayContaining([TOASTS.adminLoginWelcome('Pat'), ADMIN_PAGE_MESSAGES.pleaseLoginFirst, AUTH_RESPONSES.notAuthenticated]));
  });

  it('are written once, in packages/domain: no page, platform, ui or API file retypes one', () => {
    const retyped = SOURCE_DIRS.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((file) =>
      retypedIn(fs.readFileSync(file, 'utf8')).map((text) => `${path.relative(ROOT, file)}: ${text}`),
    );
    expect(retyped).toEqual([]);
  });

  it('are caught when retyped as a literal, as JSX text or as a template with blanks', () => {
    expect(retypedIn(`toast({ title: 'Logout Failed' });`)).toEqual(['Logout Failed']);
    expect(retypedIn('alert("Please login first");')).toEqual(['Please login first']);
    expect(retypedIn('<Alert tone="danger">\n  Access Denied: You don\'t have admin privileges.\n</Alert>')).toEqual([ADMIN_PAGE_MESSAGES.notAnAdmin]);
    expect(retypedIn("description: `Welcome back, ${user.firstName}! Redirecting to admin dashboard...`,")).toEqual([
      TOASTS.adminLoginWelcome('Pat'),
    ]);
    expect(retypedIn('`Welcome back, ${user.firstName}!`')).toEqual([]);
  });
});

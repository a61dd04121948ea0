import fs from 'node:fs';
import path from 'node:path';
import * as MESSAGES from './messages';
import { ADMIN_PAGE_MESSAGES, AUTH_RESPONSES, PRIMARY_ADMIN_MESSAGES, TOASTS } from './messages';

const ROOT = path.resolve(__dirname, '../../..');
const PAGE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-portal/src', 'mfe-admin/src', 'mfe-tools/src', 'packages/platform/src', 'packages/ui/src'];
const API_DIR = 'api/src';
/** Demo records the API seeds (company names, services): data, not messages. */
const SEED_DIR = 'api/src/seed';
const SOURCE_DIRS = [...PAGE_DIRS, API_DIR];

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

// Every text of every messages object the domain exports. Short generic words ('Error', 'Success')
// also occur as ordinary code; the rest must not.
const SPEC_TEXTS = [...new Set(Object.values(MESSAGES).flatMap(texts))].filter((t) => t.length > 8);

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

/** Sentences and labels of three words or more written out in a source file: quoted, or as JSX text. */
function writtenTexts(code: string): string[] {
  const found = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|>([^<>{}\n]+)</g)].map(([, single, double, jsx]) =>
    (single ?? double ?? jsx).replace(/\\'/g, "'").trim(),
  );
  return [...new Set(found.filter((text) => /^[A-Z]\S*( \S+){2,}$/.test(text) && !/[{}$<>=;]/.test(text)))];
}

/** Texts the API and a page both write out themselves (each is then typed twice): `files` maps a file to its code. */
function typedTwice(files: Record<string, string>): string[] {
  const seen = new Map<string, { api: boolean; page: boolean }>();
  for (const [file, code] of Object.entries(files)) {
    const side = file.startsWith(API_DIR) ? 'api' : 'page';
    for (const text of writtenTexts(code)) seen.set(text, { api: false, page: false, ...seen.get(text), [side]: true });
  }
  return [...seen].filter(([, sides]) => sides.api && sides.page).map(([text]) => text);
}

describe('the texts the pages and the API show', () => {
  it('are read from every messages object of the domain', () => {
    expect(SPEC_TEXTS.length).toBeGreaterThan(50);
    expect(SPEC_TEXTS).toEqual(
      expect.arrayContaining([TOASTS.adminLoginWelcome('Pat'), ADMIN_PAGE_MESSAGES.pleaseLoginFirst, AUTH_RESPONSES.notAuthenticated, PRIMARY_ADMIN_MESSAGES.deleteLocked]),
    );
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

  it('are caught when the API and a page each type the same text, before it is in the domain', () => {
    const retyped = typedTwice({
      'api/src/modules/admin-users/admin-users.service.ts': "primaryDelete: 'Primary admin account cannot be deleted',",
      'mfe-admin/src/features/users/components/user-actions.tsx': "const TIP = 'Primary admin account cannot be deleted';",
      'mfe-admin/src/features/users/components/users-tab.tsx': '<th>User Management Console</th>',
      'shell/src/app/app.tsx': '<h1>User Management Console</h1>',
    });
    expect(retyped).toEqual(['Primary admin account cannot be deleted']);
  });
});

describe('a text both the API and a page show', () => {
  it('is written once, in packages/domain: none is typed in the API (seed data aside) and in a page too', () => {
    const files = Object.fromEntries(
      SOURCE_DIRS.flatMap((dir) => sources(path.join(ROOT, dir)))
        .map((file) => path.relative(ROOT, file))
        .filter((file) => !file.startsWith(SEED_DIR))
        .map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
    );
    expect(typedTwice(files)).toEqual([]);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FRONT_END_APPS = ['shell', 'mfe-marketing', 'mfe-portal', 'mfe-admin', 'mfe-tools'];
/** Sources every front-end build depends on besides its own folder. */
export const SHARED_SOURCES = ['packages/domain/src', 'packages/platform/src', 'packages/ui/src', 'infra/webpack'];

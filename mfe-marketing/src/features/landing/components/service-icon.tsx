import type { ReactNode } from 'react';
import type { ServiceIconName } from '../content/services';

/** Line icons drawn inline: no icon font or library to download for six glyphs. */
const GLYPHS: Record<ServiceIconName, ReactNode> = {
  truck: (
    <>
      <path d="M1 6h13v10H1z" />
      <path d="M14 9h4l4 4v3h-8z" />
      <circle cx="5.5" cy="17.5" r="2" />
      <circle cx="17.5" cy="17.5" r="2" />
    </>
  ),
  warehouse: (
    <>
      <path d="M2 21V8l10-5 10 5v13" />
      <path d="M6 21v-9h12v9" />
      <path d="M6 15h12M6 18h12" />
    </>
  ),
  distribution: (
    <>
      <path d="M12 2 3 7v10l9 5 9-5V7z" />
      <path d="m3 7 9 5 9-5M12 12v10" />
    </>
  ),
  consulting: (
    <>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 6-6" />
      <path d="M16 8h4v4" />
    </>
  ),
  cargo: (
    <>
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  technology: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
      <path d="m9 9-2 2 2 2M15 9l2 2-2 2" />
    </>
  ),
};

export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[name]}
    </svg>
  );
}

import styled from 'styled-components';

const Art = styled.svg`
  width: 100%;
  max-width: 460px;
  height: auto;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** Decorative truck on a lane, drawn inline so the hero needs no image download. */
export function HeroIllustration() {
  return (
    <Art viewBox="0 0 460 320" aria-hidden="true" focusable="false">
      <circle cx="255" cy="170" r="140" fill="rgba(255,255,255,0.06)" />
      <circle cx="255" cy="170" r="98" fill="rgba(240,106,42,0.12)" />
      <g stroke="rgba(255,255,255,0.35)" strokeWidth="4" strokeLinecap="round">
        <path d="M20 150h50M8 180h70M30 210h40" />
      </g>
      <rect x="90" y="100" width="220" height="126" rx="8" fill="#ffffff" />
      <rect x="90" y="196" width="220" height="12" fill="#f06a2a" />
      <path d="M112 126h70M112 146h110" stroke="#16335f" strokeWidth="10" strokeLinecap="round" />
      <path d="M318 132h58c8 0 14 4 18 10l26 38c3 4 4 9 4 14v26c0 6-4 10-10 10h-96z" fill="#f06a2a" />
      <path d="M338 146h36l20 30h-56z" fill="#0a1a33" opacity="0.85" />
      <rect x="300" y="200" width="118" height="12" rx="3" fill="#c2410c" />
      <g fill="#0a1a33" stroke="#ffffff" strokeWidth="5">
        <circle cx="132" cy="236" r="20" />
        <circle cx="180" cy="236" r="20" />
        <circle cx="274" cy="236" r="20" />
        <circle cx="384" cy="236" r="20" />
      </g>
      <path d="M40 272h400" stroke="rgba(255,255,255,0.5)" strokeWidth="4" strokeLinecap="round" />
      <path d="M60 292h60M170 292h60M280 292h60M390 292h40" stroke="#f06a2a" strokeWidth="4" strokeLinecap="round" />
    </Art>
  );
}

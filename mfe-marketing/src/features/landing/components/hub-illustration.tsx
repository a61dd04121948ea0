import styled from 'styled-components';
import { COMPANY } from '@freight/domain';

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Art = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.navy900};
  }
`;

const NAVY = '#0a1a33';
const ORANGE = '#f06a2a';
const DOORS = [96, 164, 232, 300];

/** A trailer backed into a dock door, seen from behind: box, doors, tail lights, bumper and wheels. */
function TrailerRear({ x }: { x: number }) {
  return (
    <g>
      <rect x={x - 4} y={170} width={60} height={82} rx={3} fill="#ffffff" stroke="#cbd5e1" strokeWidth={2} />
      <path d={`M${x + 26} 172v78`} stroke="#cbd5e1" strokeWidth={2} />
      <rect x={x - 4} y={236} width={60} height={6} fill={ORANGE} />
      <rect x={x - 1} y={244} width={8} height={5} rx={1} fill="#dc2626" />
      <rect x={x + 45} y={244} width={8} height={5} rx={1} fill="#dc2626" />
      <rect x={x} y={252} width={12} height={14} rx={3} fill={NAVY} />
      <rect x={x + 40} y={252} width={12} height={14} rx={3} fill={NAVY} />
    </g>
  );
}

/** The Newark hub: a cross-dock warehouse with trailers at its doors and a forklift in the yard. */
export function HubIllustration() {
  const { street, city, state } = COMPANY.address;
  return (
    <Figure>
      <Art viewBox="0 0 560 300" role="img" aria-label={`Illustration of the ${COMPANY.shortName} cross-dock warehouse in ${city}, with trailers at the dock doors`}>
        <defs>
          <linearGradient id="hub-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#dbe7f7" />
            <stop offset="1" stopColor="#f3f7fc" />
          </linearGradient>
        </defs>
        <rect width="560" height="300" fill="url(#hub-sky)" />
        <circle cx="470" cy="62" r="28" fill="#fde7d8" />
        <path d="M420 190v-40h40v-16h36v16h64v40z" fill="#d2deee" />
        <g fill="#7fa37a">
          <circle cx="30" cy="214" r="20" />
          <circle cx="52" cy="224" r="16" />
          <circle cx="396" cy="222" r="14" />
        </g>
        <path d="M30 230v16M52 236v10M396 232v14" stroke="#6b4f2a" strokeWidth="4" />

        {/* The building: roof, wall panels, sign. */}
        <path d="M60 92l160-34 160 34z" fill="#16335f" />
        <rect x="60" y="92" width="320" height="154" fill="#e6ecf4" />
        <g stroke="#d3dce8" strokeWidth="2">
          <path d="M92 92v154M124 92v154M156 92v154M188 92v154M220 92v154M252 92v154M284 92v154M316 92v154M348 92v154" />
        </g>
        <rect x="60" y="92" width="320" height="8" fill="#24508c" />
        <g transform="translate(132 108)">
          <rect width="176" height="34" rx="4" fill={NAVY} />
          <path d="M12 9v16M28 9v16M12 17h16" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
          <path d="M9 28q5.5-4 11 0t11 0" fill="none" stroke={ORANGE} strokeWidth="2.4" strokeLinecap="round" />
          <text x="40" y="23" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800" letterSpacing="0.6">
            {COMPANY.shortName.toUpperCase()}
          </text>
        </g>

        {/* Dock doors, the two in use with a trailer backed in. */}
        {DOORS.map((x, i) => (
          <g key={x}>
            <rect x={x - 8} y={156} width={64} height={90} fill="#9fb3cc" />
            <rect x={x} y={162} width={48} height={76} fill={i % 3 === 1 ? '#24508c' : '#5b7599'} />
            <path d={`M${x} 174h48M${x} 186h48M${x} 198h48M${x} 210h48M${x} 222h48`} stroke="rgba(255,255,255,0.22)" strokeWidth="2" />
            <rect x={x - 8} y={236} width={6} height={12} fill="#1f2937" />
            <rect x={x + 50} y={236} width={6} height={12} fill="#1f2937" />
          </g>
        ))}

        {/* The yard. */}
        <rect x="0" y="246" width="560" height="54" fill="#4b5563" />
        <path d="M0 246h560" stroke="#9ca3af" strokeWidth="3" />
        <path d="M400 262h26M450 262h26M500 262h26" stroke="#fbbf24" strokeWidth="3" />
        <TrailerRear x={100} />
        <TrailerRear x={304} />

        {/* Forklift carrying a pallet of cartons. */}
        <g transform="translate(410 176)">
          <rect x="8" y="40" width="44" height="30" rx="4" fill={ORANGE} />
          <path d="M14 40V14h26v26" fill="none" stroke={NAVY} strokeWidth="4" />
          <rect x="22" y="26" width="12" height="8" rx="2" fill={NAVY} />
          <path d="M60 4v76" stroke={NAVY} strokeWidth="5" />
          <path d="M58 72h40" stroke={NAVY} strokeWidth="4" />
          <rect x="64" y="62" width="34" height="6" fill="#a16207" />
          <rect x="66" y="36" width="14" height="13" fill="#d4a373" />
          <rect x="82" y="36" width="14" height="13" fill="#c8945f" />
          <rect x="66" y="49" width="14" height="13" fill="#c8945f" />
          <rect x="82" y="49" width="14" height="13" fill="#d4a373" />
          <circle cx="20" cy="74" r="9" fill={NAVY} stroke="#cbd5e1" strokeWidth="3" />
          <circle cx="46" cy="74" r="7" fill={NAVY} stroke="#cbd5e1" strokeWidth="3" />
        </g>

        {/* A pallet waiting on the dock apron. */}
        <g transform="translate(182 226)">
          <rect x="0" y="14" width="34" height="5" fill="#a16207" />
          <rect x="2" y="0" width="14" height="14" fill="#d4a373" />
          <rect x="18" y="0" width="14" height="14" fill="#c8945f" />
        </g>
      </Art>
      <Caption>
        <strong>Our {city} hub</strong> · {street}, {city}, {state} — cross-dock, storage and same-day dispatch.
      </Caption>
    </Figure>
  );
}

import styled from 'styled-components';
import { COMPANY } from '@freight/domain';

const Art = styled.svg`
  display: block;
  width: 100%;
  max-width: 560px;
  height: auto;
  justify-self: end;
  ${({ theme }) => theme.media.mobile} {
    justify-self: center;
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const SKY_LINE = 'rgba(159,184,218,0.16)';
const NAVY = '#0a1a33';
const ORANGE = '#f06a2a';

/** Skyline blocks: x, width, height from the ground line at y=300. */
const TOWERS: readonly [number, number, number][] = [
  [168, 34, 96], [206, 26, 138], [236, 40, 112], [280, 22, 170], [306, 36, 124], [346, 28, 150],
  [378, 44, 102], [426, 30, 132], [460, 38, 90], [502, 30, 118], [536, 24, 84],
];

/** A wheel: tyre, rim and hub. */
function Wheel({ x }: { x: number }) {
  return (
    <g>
      <circle cx={x} cy={334} r={17} fill={NAVY} stroke="#cbd5e1" strokeWidth={4} />
      <circle cx={x} cy={334} r={6} fill="#cbd5e1" />
    </g>
  );
}

/**
 * Decorative scene of the port the company is named after: a container crane and stacks by the water, a
 * skyline beyond, and a Harborline tractor-trailer on the lane. Inline SVG, so the hero needs no download.
 */
export function HeroIllustration() {
  return (
    <Art viewBox="0 0 580 400" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="hero-windows" width="8" height="10" patternUnits="userSpaceOnUse">
          <rect x="2" y="3" width="3" height="4" fill="rgba(255,255,255,0.22)" />
        </pattern>
        <linearGradient id="hero-trailer" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e2e8f0" />
        </linearGradient>
      </defs>

      <circle cx="330" cy="180" r="168" fill="rgba(255,255,255,0.05)" />

      {/* The skyline across the harbor. */}
      <g>
        {TOWERS.map(([x, w, h]) => (
          <g key={x}>
            <rect x={x} y={300 - h} width={w} height={h} fill={SKY_LINE} />
            <rect x={x} y={300 - h} width={w} height={h} fill="url(#hero-windows)" />
          </g>
        ))}
        <path d="M291 130v-26M286 130h10" stroke={SKY_LINE} strokeWidth="3" />
      </g>

      {/* Container crane and stacks on the quay. */}
      <g>
        <path d="M30 300V120M86 300V120" stroke={ORANGE} strokeWidth="7" />
        <path d="M30 168L86 124M30 124l56 44M30 214l56-40M30 174l56 40" stroke={ORANGE} strokeWidth="3" opacity="0.8" />
        <rect x="8" y="108" width="170" height="14" rx="2" fill={ORANGE} />
        <path d="M8 108L58 74L96 108" fill="none" stroke={ORANGE} strokeWidth="4" />
        <rect x="40" y="84" width="30" height="22" rx="2" fill="#ffffff" opacity="0.9" />
        <rect x="132" y="122" width="16" height="10" fill="#c2410c" />
        <path d="M140 132v28" stroke="#cbd5e1" strokeWidth="2" />
        <rect x="114" y="160" width="52" height="22" rx="1.5" fill="#2f6f8f" />
        <path d="M122 162v18M130 162v18M138 162v18M146 162v18M154 162v18" stroke="rgba(0,0,0,0.18)" strokeWidth="2" />
      </g>
      <g>
        <rect x="96" y="262" width="58" height="19" rx="1.5" fill="#c2410c" />
        <rect x="96" y="281" width="58" height="19" rx="1.5" fill="#24508c" />
        <rect x="100" y="243" width="58" height="19" rx="1.5" fill="#e2e8f0" />
        <rect x="0" y="281" width="46" height="19" rx="1.5" fill="#2f6f8f" />
        <path d="M106 264v15M116 264v15M126 264v15M136 264v15M146 264v15M106 283v15M116 283v15M126 283v15M136 283v15M146 283v15M110 245v15M120 245v15M130 245v15M140 245v15M150 245v15" stroke="rgba(0,0,0,0.16)" strokeWidth="2" />
      </g>

      {/* The quay edge and the road. */}
      <rect x="0" y="300" width="580" height="8" fill="rgba(255,255,255,0.14)" />
      <rect x="0" y="352" width="580" height="48" fill="rgba(255,255,255,0.05)" />
      <path d="M12 376h44M92 376h44M172 376h44M252 376h44M332 376h44M412 376h44M492 376h44" stroke={ORANGE} strokeWidth="4" strokeLinecap="round" opacity="0.9" />

      {/* The tractor-trailer. */}
      <ellipse cx="352" cy="352" rx="196" ry="6" fill="rgba(0,0,0,0.35)" />
      <g stroke="rgba(255,255,255,0.4)" strokeWidth="4" strokeLinecap="round">
        <path d="M120 318h38M96 332h52M128 346h28" />
      </g>
      <rect x="168" y="210" width="262" height="110" rx="4" fill="url(#hero-trailer)" />
      <path d="M182 214v84" stroke="#cbd5e1" strokeWidth="2" />
      <rect x="168" y="300" width="262" height="10" fill={ORANGE} />
      <rect x="168" y="310" width="262" height="8" fill="#1f2937" />
      <rect x="168" y="288" width="6" height="10" rx="1" fill="#dc2626" />
      <g transform="translate(196 236)">
        <rect width="40" height="40" rx="8" fill={NAVY} />
        <path d="M10 10v20M30 10v20M10 20h20" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
        <path d="M6 33q7-5 14 0t14 0" fill="none" stroke={ORANGE} strokeWidth="3" strokeLinecap="round" />
        <text x="52" y="24" fill={NAVY} fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="800" letterSpacing="0.5">
          {COMPANY.shortName.toUpperCase()}
        </text>
        <text x="53" y="40" fill="#c2410c" fontFamily="system-ui, sans-serif" fontSize="9.5" fontWeight="700" letterSpacing="1.8">
          FREIGHT &amp; LOGISTICS
        </text>
      </g>
      <path d="M396 318v18M410 318v18" stroke="#94a3b8" strokeWidth="5" />
      <Wheel x={200} />
      <Wheel x={240} />

      {/* Tractor: sleeper and cab, windshield, long hood, grille and bumper. */}
      <path d="M434 320V230c0-6 4-10 10-10h40c6 0 9 3 11 7l14 33 34 5c8 1 12 5 12 12v33c0 6-4 10-10 10z" fill={ORANGE} />
      <path d="M434 232c0-7 4-12 10-12h40c6 0 9 3 11 7l3 7h-64z" fill="#c2410c" />
      <path d="M488 238h4l14 30h-18z" fill={NAVY} opacity="0.92" />
      <path d="M462 240h20v40h-20z" fill="none" stroke="#c2410c" strokeWidth="2" />
      <rect x="466" y="246" width="12" height="12" rx="1" fill={NAVY} opacity="0.85" />
      <rect x="548" y="276" width="8" height="30" rx="2" fill="#cbd5e1" />
      <rect x="544" y="308" width="14" height="10" rx="2" fill="#94a3b8" />
      <rect x="538" y="268" width="10" height="6" rx="2" fill="#fde68a" />
      <path d="M508 262v-16" stroke="#1f2937" strokeWidth="3" strokeLinecap="round" />
      <rect x="466" y="304" width="32" height="12" rx="6" fill="#cbd5e1" />
      <path d="M440 218v-24" stroke="#94a3b8" strokeWidth="5" strokeLinecap="round" />
      <path d="M428 300h8" stroke="#1f2937" strokeWidth="8" />
      <Wheel x={452} />
      <Wheel x={488} />
      <Wheel x={536} />
    </Art>
  );
}

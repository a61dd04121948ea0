import styled from 'styled-components';
import { COMPANY, COVERAGE } from '@freight/domain';
import { MAP_SIZE, MAP_SCALE, MARKET_POSITIONS, STATE_OUTLINES, project, ringToPath } from '../content/northeast-map';

const MILES_PER_DEGREE_LAT = 69;
const HUB = 'Newark, NJ';
const CORE_STATES = new Set(['NY', 'NJ', 'PA']);

const Svg = styled.svg`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.navy900};
  font-family: ${({ theme }) => theme.fonts.body};
  text {
    paint-order: stroke;
    stroke: ${({ theme }) => theme.colors.navy900};
    stroke-width: 3px;
    stroke-linejoin: round;
  }
`;

const markets = [
  ...COVERAGE.coreMarkets.map((name) => ({ name, core: true })),
  ...COVERAGE.extendedMarkets.map((name) => ({ name, core: false })),
].filter((market) => market.name in MARKET_POSITIONS);

function routePath(from: [number, number], to: [number, number]): string {
  const [mx, my] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const bend = 0.18;
  const control = [mx - (to[1] - from[1]) * bend, my + (to[0] - from[0]) * bend];
  return `M${from.join(',')}Q${control.join(',')} ${to.join(',')}`;
}

/** The service area drawn in SVG: states, the same/next-day radius around the Newark hub, and every market. */
export function CoverageMap() {
  const [width, height] = MAP_SIZE;
  const hub = project(MARKET_POSITIONS[HUB].at);
  const radius = (COVERAGE.hubRadiusMiles / MILES_PER_DEGREE_LAT) * MAP_SCALE;
  const description = `Map of the Northeast United States. Core markets: ${COVERAGE.coreMarkets.join('; ')}. Extended markets: ${COVERAGE.extendedMarkets.join('; ')}. A circle marks same-day or next-day delivery within ${COVERAGE.hubRadiusMiles} miles of our Newark hub.`;

  return (
    <Svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="coverage-map-title" aria-describedby="coverage-map-desc">
      <title id="coverage-map-title">{`${COMPANY.shortName} coverage map`}</title>
      <desc id="coverage-map-desc">{description}</desc>
      <g fontSize="11" fontStyle="italic" fill="#7ea6d8">
        <text x={project([-78.6, 43.72])[0]} y={project([-78.6, 43.72])[1]}>Lake Ontario</text>
        <text x={project([-80.8, 42.55])[0]} y={project([-80.8, 42.55])[1]}>Lake Erie</text>
        <text x={project([-71.3, 39.6])[0]} y={project([-71.3, 39.6])[1]} fontSize="13" letterSpacing="3">ATLANTIC OCEAN</text>
      </g>
      <g strokeLinejoin="round">
        {STATE_OUTLINES.map((state) => (
          <path
            key={state.code}
            d={ringToPath(state.ring)}
            fill={CORE_STATES.has(state.code) ? '#24508c' : '#1a3a66'}
            stroke="#9fb8da"
            strokeOpacity="0.55"
            strokeWidth="1"
          />
        ))}
      </g>
      <circle cx={hub[0]} cy={hub[1]} r={radius} fill="rgba(240,106,42,0.10)" stroke="#f06a2a" strokeWidth="1.5" strokeDasharray="6 5" />
      <g fill="#c9d7ea" fontSize="11" fontWeight="700" letterSpacing="1" textAnchor="middle">
        {STATE_OUTLINES.filter((s) => s.code !== 'DC' && s.code !== 'RI').map((state) => {
          const [x, y] = project(state.label);
          return <text key={state.code} x={x} y={y}>{state.code}</text>;
        })}
      </g>
      <g fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="1.4" strokeDasharray="3 4">
        {markets.filter((m) => !m.core).map((m) => (
          <path key={m.name} d={routePath(hub, project(MARKET_POSITIONS[m.name].at))} />
        ))}
      </g>
      {markets.map(({ name, core }) => {
        const [x, y] = project(MARKET_POSITIONS[name].at);
        const [dx, dy] = MARKET_POSITIONS[name].label;
        const leader = Math.hypot(dx, dy) > 24;
        return (
          <g key={name}>
            {leader && <line x1={x} y1={y} x2={x + dx - Math.sign(dx) * 3} y2={y + dy - 4} stroke="#ffffff" strokeOpacity="0.7" />}
            <circle cx={x} cy={y} r={core ? 5.5 : 4.5} fill={core ? '#f06a2a' : '#ffffff'} stroke={core ? '#ffffff' : '#f06a2a'} strokeWidth="1.8" />
            <text x={x + dx} y={y + dy + 4} textAnchor={dx < 0 ? 'end' : 'start'} fill="#ffffff" fontSize="13" fontWeight={core ? 700 : 500}>
              {name}
            </text>
          </g>
        );
      })}
    </Svg>
  );
}

import styled from 'styled-components';
import { LANE_MAP_MARKERS } from '@freight/domain';

export interface LaneMapPlace {
  city: string;
  state: string;
}

export interface LaneMapProps {
  /** The server's SVG of the lane (`/api/shipments/<id>/map.svg`, `/api/track/<token>/map.svg`). */
  src: string;
  origin: LaneMapPlace;
  /** The last city the timeline reports; the legend leaves it out when there is none. */
  current: LaneMapPlace | null;
  destination: LaneMapPlace;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #e8eef6;
  }
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; min-width: 0; }
  span.dot { flex: none; width: 12px; height: 12px; border-radius: 50%; border: 2px solid #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25); }
  span.name { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const placeText = (place: LaneMapPlace) => `${place.city}, ${place.state}`;

/** The lane on a US map (drawn by the server, one image) with a legend: origin, last reported city, destination. */
export function LaneMap({ src, origin, current, destination }: LaneMapProps) {
  const entries = [
    { kind: 'origin' as const, place: origin },
    ...(current ? [{ kind: 'current' as const, place: current }] : []),
    { kind: 'destination' as const, place: destination },
  ];
  const alt = `Map of the lane from ${placeText(origin)} to ${placeText(destination)}${current ? `, last reported in ${placeText(current)}` : ''}`;
  return (
    <Figure>
      <img src={src} alt={alt} width={800} height={500} loading="lazy" decoding="async" />
      <figcaption>
        <Legend>
          {entries.map(({ kind, place }) => (
            <li key={kind}>
              <span className="dot" aria-hidden="true" style={{ background: LANE_MAP_MARKERS[kind].color }} />
              <span>
                <span className="name">{LANE_MAP_MARKERS[kind].name}:</span> {placeText(place)}
              </span>
            </li>
          ))}
        </Legend>
      </figcaption>
    </Figure>
  );
}

import { readFileSync } from 'node:fs';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { LANE_MAP_MARKERS, type LatLng } from '@freight/domain';

/**
 * The lane drawn on a US map, as SVG made on the server (no tile server, no script in the page).
 * The states come from `us-atlas` (Census Bureau boundaries, 1:10m, already projected with d3-geo's
 * Albers USA at 975 × 610); the points are projected with the same projection from `d3-geo`.
 */

/** The atlas's frame: `geoAlbersUsa().scale(1300).translate([487.5, 305])`, 975 × 610. */
export const ATLAS = { width: 975, height: 610, scale: 1300, translate: [487.5, 305] as [number, number] };

export type MarkerKind = 'origin' | 'current' | 'destination';
export interface LanePoint extends LatLng {
  kind: MarkerKind;
  /** "Newark, NJ" */
  label: string;
}
export interface ProjectedPoint {
  kind: MarkerKind;
  label: string;
  x: number;
  y: number;
}
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Projection = (point: [number, number]) => [number, number] | null;
let projection: Projection | undefined;

/** d3-geo is an ES module: loaded once, on the first map. */
export async function albersUsa(): Promise<Projection> {
  if (!projection) {
    const { geoAlbersUsa } = await import('d3-geo');
    const albers = geoAlbersUsa().scale(ATLAS.scale).translate(ATLAS.translate);
    projection = (point) => albers(point);
  }
  return projection;
}

/** The points on the atlas's frame, rounded to a tenth of a pixel (about a third of a mile); a point outside the US is left out. */
export async function projectPoints(points: readonly LanePoint[]): Promise<ProjectedPoint[]> {
  const project = await albersUsa();
  return points.flatMap((point) => {
    const xy = project([point.longitude, point.latitude]);
    return xy ? [{ kind: point.kind, label: point.label, x: Math.round(xy[0] * 10) / 10, y: Math.round(xy[1] * 10) / 10 }] : [];
  });
}

/** The map's shape (width / height): wide enough for a lane, short enough for a phone. */
export const MAP_ASPECT = 16 / 10;
/** The least that is shown around a lane: about 330 by 200 miles, so a short lane still shows its states. */
const MIN_WIDTH = 110;
const PADDING = 0.35;

/**
 * The part of the map a lane is shown in: its points with a margin, at least MIN_WIDTH wide, in the
 * map's shape, inside the atlas's frame (the whole country when the points span it).
 */
export function viewBoxAround(points: readonly Pick<ProjectedPoint, 'x' | 'y'>[]): ViewBox {
  if (points.length === 0) return { x: 0, y: 0, width: ATLAS.width, height: ATLAS.height };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let width = Math.max(MIN_WIDTH, (maxX - minX) * (1 + 2 * PADDING));
  let height = Math.max(width / MAP_ASPECT, (maxY - minY) * (1 + 2 * PADDING));
  width = Math.max(width, height * MAP_ASPECT);
  height = width / MAP_ASPECT;
  if (width > ATLAS.width) {
    width = ATLAS.width;
    height = width / MAP_ASPECT;
  }
  const clamp = (start: number, size: number, limit: number) => Math.min(Math.max(start, 0), Math.max(0, limit - size));
  const x = clamp((minX + maxX) / 2 - width / 2, width, ATLAS.width);
  const y = clamp((minY + maxY) / 2 - height / 2, height, ATLAS.height);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

interface Atlas {
  /** Each state's border once (shared borders are one line), and the coast and borders of the country, as lines. */
  borders: number[][][];
  /** The country's land, as rings. */
  land: number[][][];
}
let atlas: Atlas | undefined;

function loadAtlas(): Atlas {
  if (!atlas) {
    const topology = JSON.parse(readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8')) as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
    const inner = mesh(topology, topology.objects.states, (a, b) => a !== b);
    const nation = feature(topology, topology.objects.nation);
    const rings = nation.features.flatMap((f) => (f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates.flat() : f.geometry.type === 'Polygon' ? f.geometry.coordinates : []));
    atlas = { borders: inner.coordinates, land: rings };
  }
  return atlas;
}

/**
 * A line as SVG path data inside `box` (with a margin): lines wholly outside are left out, and points
 * closer than `tolerance` to the last one kept are dropped (a simplification at the scale drawn).
 */
function pathData(lines: number[][][], box: ViewBox, tolerance: number, closed: boolean): string {
  const margin = box.width * 0.1;
  const [left, top, right, bottom] = [box.x - margin, box.y - margin, box.x + box.width + margin, box.y + box.height + margin];
  const digits = tolerance < 0.5 ? 10 : 1;
  const fmt = (n: number) => String(Math.round(n * digits) / digits);
  const parts: string[] = [];
  for (const line of lines) {
    if (!line.some(([x, y]) => x >= left && x <= right && y >= top && y <= bottom)) continue;
    const kept: number[][] = [line[0]];
    for (let i = 1; i < line.length; i += 1) {
      const [px, py] = kept[kept.length - 1];
      const last = i === line.length - 1;
      if (last || Math.hypot(line[i][0] - px, line[i][1] - py) >= tolerance) kept.push(line[i]);
    }
    if (kept.length < 2) continue;
    parts.push(`M${kept.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}${closed ? 'Z' : ''}`);
  }
  return parts.join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


/** The map's title and description (what a screen reader says of it). */
export function laneMapText(number: string, points: readonly Pick<LanePoint, 'kind' | 'label'>[]) {
  const named = (kind: MarkerKind) => points.find((p) => p.kind === kind)?.label;
  const parts = [named('origin') && `from ${named('origin')}`, named('destination') && `to ${named('destination')}`].filter(Boolean).join(' ');
  const current = named('current');
  return {
    title: `Map of shipment ${number}`,
    desc: `The lane ${parts || 'of this shipment'} on a map of the United States${current ? `; last reported in ${current}` : ''}.`,
  };
}

/** The lane map as an SVG document: land, state borders, the lane, and one marker per point (origin, last reported, destination). */
export async function laneMapSvg(number: string, points: readonly LanePoint[]): Promise<string> {
  const projected = await projectPoints(points);
  const box = viewBoxAround(projected);
  const { borders, land } = loadAtlas();
  const unit = box.width / 100;
  const tolerance = box.width / 500;
  const { title, desc } = laneMapText(number, points);
  const byKind = (kind: MarkerKind) => projected.find((p) => p.kind === kind);
  const lane = [byKind('origin'), byKind('current'), byKind('destination')].filter((p): p is ProjectedPoint => Boolean(p));
  const markers = projected.map(
    (p) =>
      `<g class="marker" data-kind="${p.kind}"><title>${escapeXml(`${LANE_MAP_MARKERS[p.kind].name}: ${p.label}`)}</title>` +
      `<circle cx="${p.x}" cy="${p.y}" r="${Math.round(unit * (p.kind === 'current' ? 1.6 : 1.3) * 10) / 10}" fill="${LANE_MAP_MARKERS[p.kind].color}" stroke="#fff" stroke-width="${Math.round(unit * 0.5 * 10) / 10}"/></g>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" width="800" height="500" role="img" aria-labelledby="map-title map-desc">`,
    `<title id="map-title">${escapeXml(title)}</title>`,
    `<desc id="map-desc">${escapeXml(desc)}</desc>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#e8eef6"/>`,
    `<path d="${pathData(land, box, tolerance, true)}" fill="#ffffff" stroke="#8795a8" stroke-width="1" vector-effect="non-scaling-stroke" stroke-linejoin="round"/>`,
    `<path d="${pathData(borders, box, tolerance, false)}" fill="none" stroke="#b8c4d4" stroke-width="1" vector-effect="non-scaling-stroke" stroke-linejoin="round"/>`,
    lane.length > 1
      ? `<polyline points="${lane.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="#0b3d91" stroke-width="2.5" stroke-dasharray="6 4" stroke-linecap="round" vector-effect="non-scaling-stroke"/>`
      : '',
    ...markers,
    '</svg>',
  ].join('');
}

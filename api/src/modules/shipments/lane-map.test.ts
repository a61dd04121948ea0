import { ATLAS, laneMapSvg, laneMapText, MAP_ASPECT, projectPoints, viewBoxAround } from './lane-map';

const newark = { label: 'Newark, NJ', latitude: 40.7357, longitude: -74.1724 };
const boston = { label: 'Boston, MA', latitude: 42.3601, longitude: -71.0589 };
const hartford = { label: 'Hartford, CT', latitude: 41.7658, longitude: -72.6734 };
const losAngeles = { label: 'Los Angeles, CA', latitude: 34.0522, longitude: -118.2437 };

describe('the projection helper', () => {
  it('puts cities where the atlas draws them: east is right, north is up, inside the 975 × 610 frame', async () => {
    const [n, b, la] = await projectPoints([
      { kind: 'origin', ...newark },
      { kind: 'current', ...boston },
      { kind: 'destination', ...losAngeles },
    ]);
    for (const p of [n, b, la]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(ATLAS.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(ATLAS.height);
    }
    expect(b.x).toBeGreaterThan(n.x);
    expect(b.y).toBeLessThan(n.y);
    expect(la.x).toBeLessThan(200);
    // Newark sits near the atlas's New Jersey (about x 880, y 200 on us-atlas's Albers USA frame).
    expect(n.x).toBeGreaterThan(850);
    expect(n.x).toBeLessThan(900);
    expect(n.y).toBeGreaterThan(180);
    expect(n.y).toBeLessThan(230);
  });

  it('leaves out a point outside the United States', async () => {
    expect(await projectPoints([{ kind: 'origin', label: 'London', latitude: 51.5, longitude: -0.12 }])).toEqual([]);
  });

  it('frames a short lane closely, in the map’s shape, and a long one up to the whole country', () => {
    const short = viewBoxAround([
      { x: 880, y: 200 },
      { x: 915, y: 160 },
    ]);
    expect(short.width).toBeLessThan(200);
    expect(short.width / short.height).toBeCloseTo(MAP_ASPECT, 1);
    for (const p of [{ x: 880, y: 200 }, { x: 915, y: 160 }]) {
      expect(p.x).toBeGreaterThan(short.x);
      expect(p.x).toBeLessThan(short.x + short.width);
      expect(p.y).toBeGreaterThan(short.y);
      expect(p.y).toBeLessThan(short.y + short.height);
    }
    expect(short.x + short.width).toBeLessThanOrEqual(ATLAS.width);
    const wide = viewBoxAround([
      { x: 60, y: 300 },
      { x: 900, y: 200 },
    ]);
    expect(wide).toEqual({ x: 0, y: expect.any(Number), width: ATLAS.width, height: Math.round((ATLAS.width / MAP_ASPECT) * 10) / 10 });
    expect(viewBoxAround([])).toEqual({ x: 0, y: 0, width: ATLAS.width, height: ATLAS.height });
  });

  it('names the lane for a screen reader', () => {
    expect(laneMapText('HL-10004', [{ kind: 'origin', label: 'Newark, NJ' }, { kind: 'current', label: 'Hartford, CT' }, { kind: 'destination', label: 'Boston, MA' }])).toEqual({
      title: 'Map of shipment HL-10004',
      desc: 'The lane from Newark, NJ to Boston, MA on a map of the United States; last reported in Hartford, CT.',
    });
  });

  it('draws a small SVG with a title, a description, the lane and three markers', async () => {
    const svg = await laneMapSvg('HL-10004', [
      { kind: 'origin', ...newark },
      { kind: 'current', ...hartford },
      { kind: 'destination', ...boston },
    ]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[\d. ]+"/);
    expect(svg).toContain('<title id="map-title">Map of shipment HL-10004</title>');
    expect(svg).toContain('<desc id="map-desc">');
    expect([...svg.matchAll(/<g class="marker" data-kind="(\w+)">/g)].map((m) => m[1])).toEqual(['origin', 'current', 'destination']);
    expect(svg).toContain('<polyline');
    expect(svg.length).toBeLessThan(60_000);
  });
});

import { codes } from 'zipcodes/lib/codes';
import { zipCentroid } from './zip-centroids';

describe('the ZIP table read from the package as JSON', () => {
  it('answers every ZIP code of the package exactly as its own table does, and no other', () => {
    let located = 0;
    for (const [zip, record] of Object.entries(codes)) {
      const latitude = Number(record.latitude);
      const longitude = Number(record.longitude);
      const hasPoint = /^\d{5}$/.test(zip) && Number.isFinite(latitude) && Number.isFinite(longitude) && !(latitude === 0 && longitude === 0);
      const found = zipCentroid(zip);
      if (!hasPoint) {
        expect(found).toBeNull();
        continue;
      }
      located += 1;
      expect(found).toEqual({ zip, latitude, longitude, city: record.city, state: record.state });
    }
    expect(located).toBeGreaterThan(40_000);
    expect(zipCentroid('00000')).toBeNull();
    expect(zipCentroid('02110-1234')?.city).toBe('Boston');
    expect(zipCentroid('abcde')).toBeNull();
  });
});

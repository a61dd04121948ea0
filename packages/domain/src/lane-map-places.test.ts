import { lastReportedPlace } from './shipment';
import { cityCentroid, zipCentroid } from './zip-centroids';

describe('the places a lane map shows', () => {
  it('takes the last city the timeline reports, skipping steps recorded without one', () => {
    expect(
      lastReportedPlace([
        { location: { city: 'Newark', state: 'NJ' } },
        { location: { city: 'Hartford', state: 'CT' } },
        { location: null },
        {},
      ]),
    ).toEqual({ city: 'Hartford', state: 'CT' });
    expect(lastReportedPlace([{ location: null }])).toBeNull();
    expect(lastReportedPlace([])).toBeNull();
  });

  it('finds a city’s centre by name and state, whatever the case, near its ZIP codes; never a made-up one', () => {
    const boston = cityCentroid('boston', 'ma')!;
    const downtown = zipCentroid('02110')!;
    expect(Math.abs(boston.latitude - downtown.latitude)).toBeLessThan(0.2);
    expect(Math.abs(boston.longitude - downtown.longitude)).toBeLessThan(0.2);
    expect(cityCentroid(' Newark ', 'NJ')).not.toBeNull();
    expect(cityCentroid('Newark', 'MA')).toBeNull();
    expect(cityCentroid('Atlantis', 'NJ')).toBeNull();
    expect(cityCentroid('', 'NJ')).toBeNull();
    expect(cityCentroid('Boston', null)).toBeNull();
  });
});

import { PATHS, returnPath, shipmentPath, signInPath } from './paths';

describe('sign-in returns', () => {
  it('links a shipment as My Shipments opens it', () => {
    expect(shipmentPath(7)).toBe('/shipments?id=7');
  });

  it('sends a sign-in page where to return, encoded', () => {
    expect(signInPath(PATHS.login, '/shipments?id=7')).toBe('/login?next=%2Fshipments%3Fid%3D7');
  });

  it('returns only to a path of this site', () => {
    expect(returnPath('/shipments?id=7')).toBe('/shipments?id=7');
    expect(returnPath('/dashboard')).toBe('/dashboard');
    for (const away of ['https://evil.test/', '//evil.test', '/\\evil.test', 'evil.test', 'javascript:alert(1)', '/\nx', '', null, undefined]) {
      expect(returnPath(away)).toBeUndefined();
    }
  });

  it('keeps a page to itself when asked: /admin returns only to /admin and its tabs', () => {
    expect(returnPath('/admin?tab=shipments&shipment=4', PATHS.admin)).toBe('/admin?tab=shipments&shipment=4');
    expect(returnPath('/admin', PATHS.admin)).toBe('/admin');
    expect(returnPath('/admin-portal', PATHS.admin)).toBeUndefined();
    expect(returnPath('/dashboard', PATHS.admin)).toBeUndefined();
  });
});

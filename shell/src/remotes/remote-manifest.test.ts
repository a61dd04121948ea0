import { parseManifest } from './remote-manifest';

describe('parseManifest', () => {
  it('keeps the known remotes and their entry URLs', () => {
    expect(parseManifest({ tools: '/mfe/tools/remoteEntry.js', admin: 'https://cdn.example.com/admin/mf-manifest.json' })).toEqual({
      tools: '/mfe/tools/remoteEntry.js',
      admin: 'https://cdn.example.com/admin/mf-manifest.json',
    });
  });

  it('ignores unknown remotes and empty entries', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseManifest({ tools: '', billing: '/mfe/billing/remoteEntry.js', portal: 42 })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('rejects anything but an object', () => {
    expect(() => parseManifest(['tools'])).toThrow('Remote manifest must be a JSON object');
    expect(() => parseManifest(null)).toThrow('Remote manifest must be a JSON object');
  });
});

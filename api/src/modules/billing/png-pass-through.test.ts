import { plainPng } from './png-pass-through';
import { pngImage } from '../../test/pdf-files';

/** The PNG with its IHDR's byte `at` (from the start of the file) set to `value`, its CRC left as it was. */
const withHeaderByte = (png: Buffer, at: number, value: number) => {
  const changed = Buffer.from(png);
  changed[at] = value;
  return changed;
};
/** The PNG with an extra chunk before IDAT. */
const withChunk = (png: Buffer, type: string) => Buffer.concat([png.subarray(0, 33), Buffer.from([0, 0, 0, 3]), Buffer.from(type, 'ascii'), Buffer.alloc(3), Buffer.alloc(4), png.subarray(33)]);

describe('plainPng', () => {
  it.each([
    ['8-bit grey', pngImage(60, 40, 0), 1],
    ['8-bit RGB', pngImage(60, 40, 2), 3],
  ])('hands on the compressed pixels of a %s PNG as they are', (_, png, colors) => {
    expect(plainPng(png)).toEqual({ width: 60, height: 40, colors, data: expect.any(Buffer) });
    expect(png.includes(plainPng(png)!.data)).toBe(true);
  });

  it.each([
    ['with an alpha channel', pngImage(60, 40, 6)],
    ['of 16 bits a sample', withHeaderByte(pngImage(), 24, 16)],
    ['interlaced', withHeaderByte(pngImage(), 28, 1)],
    ['with a palette', withChunk(pngImage(), 'PLTE')],
    ['with a transparent colour', withChunk(pngImage(), 'tRNS')],
    ['cut short', pngImage(60, 40, 2).subarray(0, 60)],
    ['that is a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(40)])],
  ])('leaves a PNG %s to be decoded', (_, png) => expect(plainPng(png)).toBeNull());
});

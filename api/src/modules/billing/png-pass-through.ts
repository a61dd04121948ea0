import { concatTransformationMatrix, drawObject, type PDFDocument, type PDFPage, popGraphicsState, pushGraphicsState } from 'pdf-lib';

/** A PNG whose compressed pixels a PDF can hold as they are: 8-bit grey or RGB, not interlaced, no transparency. */
interface PlainPng {
  width: number;
  height: number;
  colors: 1 | 3;
  data: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The PNG's header and its IDAT data, read chunk by chunk with buffer slices; null for any PNG a
 * PDF cannot take without decoding (alpha, a palette, transparency, 16 bits, interlacing) or one
 * that is cut short.
 */
export function plainPng(file: Buffer): PlainPng | null {
  if (file.length < 33 || !file.subarray(0, 8).equals(SIGNATURE)) return null;
  const parts: Buffer[] = [];
  let header: { width: number; height: number; bits: number; colorType: number; interlace: number } | null = null;
  for (let at = 8; at + 8 <= file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (body.length < length) return null;
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bits: body[8], colorType: body[9], interlace: body[12] };
    else if (type === 'IDAT') parts.push(body);
    else if (type === 'PLTE' || type === 'tRNS') return null;
    else if (type === 'IEND') break;
    at += length + 12;
  }
  if (!header || parts.length === 0 || header.bits !== 8 || header.interlace !== 0 || (header.colorType !== 0 && header.colorType !== 2)) return null;
  return { width: header.width, height: header.height, colors: header.colorType === 2 ? 3 : 1, data: Buffer.concat(parts) };
}

/**
 * Draws the PNG on the page inside the box (PDF points, from the page's top left), scaled to fit and
 * never enlarged, centred across and at the box's top: its compressed data becomes the image's stream
 * with PNG's own predictor, as PDF allows, so nothing is decoded or compressed again.
 */
export function drawPlainPng(packet: PDFDocument, page: PDFPage, png: PlainPng, box: { left: number; top: number; width: number; height: number }): void {
  const stream = packet.context.stream(png.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: 8,
    ColorSpace: png.colors === 3 ? 'DeviceRGB' : 'DeviceGray',
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: png.colors, BitsPerComponent: 8, Columns: png.width },
  });
  const name = page.node.newXObject('Image', packet.context.register(stream));
  const scale = Math.min(1, box.width / png.width, box.height / png.height);
  const [width, height] = [png.width * scale, png.height * scale];
  const x = box.left + (box.width - width) / 2;
  const y = page.getHeight() - box.top - height;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, x, y), drawObject(name), popGraphicsState());
}

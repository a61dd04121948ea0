import express, { type NextFunction, type Request, type Response } from 'express';
import { POD_MAX_BYTES, type PodContentType } from '@freight/domain';
import { ApiError } from './api-error';

/**
 * The site's one set of upload rules (the proof of delivery, a carrier's documents): the raw file
 * (application/octet-stream) of at most 10 MB, refused by the body parser before it is all read,
 * and a PDF, JPEG or PNG as its first bytes say, never its name or the header the client sent.
 */
export interface UploadMessages {
  empty: string;
  tooLarge: string;
  wrongType: string;
}

const SIGNATURES: [PodContentType, number[], string][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d], 'pdf'], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
  ['image/jpeg', [0xff, 0xd8, 0xff], 'jpg'],
];

/** The type a file's first bytes say it is (never its name or the header the client sent), or null. */
export function sniffContentType(data: Buffer): { type: PodContentType; extension: string } | null {
  for (const [type, magic, extension] of SIGNATURES) {
    if (data.length >= magic.length && magic.every((byte, i) => data[i] === byte)) return { type, extension };
  }
  return null;
}

/** The body parser of an upload route: the raw file, a 413 with `tooLarge` beyond 10 MB. */
export function rawFileBody(tooLarge: string) {
  return [
    express.raw({ type: 'application/octet-stream', limit: POD_MAX_BYTES }),
    (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
      const { type } = (error ?? {}) as { type?: string };
      next(type === 'entity.too.large' ? new ApiError(413, tooLarge) : error);
    },
  ];
}

/** The uploaded file's kind, or the 400/413/415 with the route's message. */
export function checkUpload(data: unknown, messages: UploadMessages): { type: PodContentType; extension: string } {
  if (!Buffer.isBuffer(data) || data.length === 0) throw new ApiError(400, messages.empty);
  if (data.length > POD_MAX_BYTES) throw new ApiError(413, messages.tooLarge);
  const kind = sniffContentType(data);
  if (!kind) throw new ApiError(415, messages.wrongType);
  return kind;
}

/** A safe file name to keep and offer: letters, digits, dot, dash, underscore; the extension the content says. */
export function safeFileName(given: string | undefined, fallback: string, extension: string): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(given ?? '');
  } catch {
    decoded = '';
  }
  const base = decoded.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80);
  return `${base || fallback}.${extension}`;
}

/** Sends a stored file as a download, never rendered in the site's origin. */
export function sendStoredFile(res: Response, file: { name: string; contentType: string; size: number; data: Buffer }): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(file.data);
}

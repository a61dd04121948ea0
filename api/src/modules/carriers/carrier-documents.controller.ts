import type { Request, Response } from 'express';
import { CARRIER_DOCUMENT_MESSAGES, type CarrierDocumentType } from '@freight/domain';
import { getConfig } from '../../config/config';
import { ApiError } from '../../core/api-error';
import { sendStoredFile } from '../../core/file-upload';
import { users } from '../../store';
import { documentFile, ownDocuments, uploadCarrierDocument } from './carrier-documents';
import { lookUpAuthority } from './authority-check';

export async function listOwn(req: Request, res: Response) {
  res.json(await ownDocuments(req.user!));
}

export async function upload(req: Request, res: Response) {
  const { type, liabilityExpiresOn, cargoExpiresOn } = req.query as { type: CarrierDocumentType; liabilityExpiresOn?: string; cargoExpiresOn?: string };
  const documents = await uploadCarrierDocument(req.user!, req.body, {
    type,
    liabilityExpiresOn: liabilityExpiresOn || undefined,
    cargoExpiresOn: cargoExpiresOn || undefined,
    fileName: req.get('x-file-name'),
  });
  res.status(201).json({ message: CARRIER_DOCUMENT_MESSAGES.uploaded(type), documents });
}

/** The carrier's own document: the id is looked up in the signed-in carrier's documents only. */
export async function downloadOwn(req: Request, res: Response) {
  sendStoredFile(res, await documentFile(req.user!.id, String(req.params.documentId)));
}

export async function downloadForStaff(req: Request, res: Response) {
  sendStoredFile(res, await documentFile(Number(req.params.id), String(req.params.documentId)));
}

export async function lookUpFmcsa(req: Request, res: Response) {
  const carrier = await users.find(Number(req.params.id));
  const dotNumber = carrier?.accountType === 'carrier' ? carrier.carrierInfo?.dotNumber : undefined;
  if (!dotNumber) throw new ApiError(404, 'Carrier not found');
  // FMCSA's answer is kept as the carrier's authority check (its checklist shows it).
  res.json(await lookUpAuthority(getConfig(req).fmcsa, carrier!.id, dotNumber));
}

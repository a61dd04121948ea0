import type { Request, Response } from 'express';
import * as service from './companies.service';

export async function show(req: Request, res: Response): Promise<void> {
  res.json(await service.companyView(req.user!));
}

export async function invite(req: Request, res: Response): Promise<void> {
  const { invitation } = await service.invite(req.user!, req.body);
  res.status(201).json({ invitation });
}

export async function revokeInvitation(req: Request, res: Response): Promise<void> {
  await service.revokeInvitation(req.user!, req.params.invitationId as string);
  res.status(204).end();
}

export async function previewInvitation(req: Request, res: Response): Promise<void> {
  res.json(await service.previewInvitation(req.body.token));
}

export async function acceptInvitation(req: Request, res: Response): Promise<void> {
  res.json(await service.acceptInvitation(req.user!, req.body.token));
}

export async function changeRole(req: Request, res: Response): Promise<void> {
  res.json(await service.changeRole(req.user!, Number(req.params.id), req.body.role));
}

export async function removeMember(req: Request, res: Response): Promise<void> {
  await service.removeMember(req.user!, Number(req.params.id));
  res.status(204).end();
}

export async function transferOwnership(req: Request, res: Response): Promise<void> {
  res.json(await service.transferOwnership(req.user!, req.body));
}

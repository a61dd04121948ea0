import type { Request, Response } from 'express';
import type { DemoMailbox, MailStatus } from '@freight/domain';
import { getConfig } from '../../config/config';
import { sendList } from '../../core/list';
import * as service from './mail.service';

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listMessages(req.query as unknown as { status: MailStatus; limit: number; offset: number });
  sendList(res, items, total);
}

export async function retry(req: Request, res: Response) {
  res.json(await service.retryMessage(String(req.params.id)));
}

export async function demoMailbox(req: Request, res: Response) {
  const enabled = getConfig(req).mail.demoMailbox;
  const body: DemoMailbox = { enabled, messages: enabled ? await service.demoMailbox(Number(req.query.limit)) : [] };
  res.json(body);
}

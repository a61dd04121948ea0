import type { WebsiteContentInput } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { nextId } from '../../core/counter';
import type { ListQuery } from '../../core/resource-helpers';
import { recordAudit } from '../audit/audit.service';
import type { SignedInUser } from '../users/signed-in-user';
import { WebsiteContent } from './website-content.model';

const ENTITY = 'website-content';
const NOT_FOUND = 'Website content not found';

export async function listWebsiteContent({ limit, offset }: ListQuery) {
  const [items, total] = await Promise.all([
    WebsiteContent.find().sort({ id: -1 }).skip(offset).limit(limit),
    WebsiteContent.countDocuments(),
  ]);
  return { items, total };
}

export async function createWebsiteContent(actor: SignedInUser, input: WebsiteContentInput) {
  const content = await WebsiteContent.create({ ...input, id: await nextId('website_content') });
  await recordAudit({ actor, action: 'create', entity: ENTITY, entityId: content.id, before: null, after: content });
  return content;
}

export async function updateWebsiteContent(actor: SignedInUser, id: number, changes: Partial<WebsiteContentInput>) {
  const content = await WebsiteContent.findOne({ id });
  if (!content) throw new ApiError(404, NOT_FOUND);
  const before = content.toJSON();
  content.set(changes);
  await content.save();
  await recordAudit({ actor, action: 'update', entity: ENTITY, entityId: id, before, after: content });
  return content;
}

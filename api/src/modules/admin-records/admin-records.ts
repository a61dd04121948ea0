import { type Request, type Response, Router } from 'express';
import Joi from 'joi';
import type { AdminRecordOperation } from '@freight/domain';
import { listQuerySchema } from '@freight/domain/schemas';
import { ApiError } from '../../core/api-error';
import { requireAdmin } from '../../core/auth';
import { sendList } from '../../core/list';
import { idParamsSchema, patchSchemaOf } from '../../core/resource-helpers';
import { validate } from '../../core/validate';
import { type AdminRecords, type PageRequest, type SignedInUser, StoreError } from '../../store';
import { recordAudit } from '../audit/audit.service';

/**
 * One kind of record staff keep in a list in the admin area (carrier rates, equipment pricing,
 * website content): its routes, validation, service rules and audit, written once. Each kind says
 * only what differs: its path, its schema, its messages and which operations it offers.
 */
export interface AdminRecordKind<Doc extends { id: number }, Input extends object> {
  /** Under /api, e.g. `/admin/carrier-rates` (its domain description, ADMIN_RECORDS, names it and its operations). */
  path: string;
  /** The audit log's name for it, e.g. `carrier-rate`. */
  entity: string;
  store: AdminRecords<Doc>;
  /** The create schema (packages/domain); PATCH takes the same fields, each optional. */
  schema: Joi.ObjectSchema<Input>;
  notFound: string;
  /** The 409 message when a unique field's value belongs to another record. */
  duplicate?: Record<string, string>;
  operations: readonly AdminRecordOperation[];
}

const listQuery = Joi.object({ limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset') });

export function adminRecordsService<Doc extends { id: number }, Input extends object>(kind: AdminRecordKind<Doc, Input>) {
  const { store, entity } = kind;

  async function find(id: number) {
    const record = await store.find(id);
    if (!record) throw new ApiError(404, kind.notFound);
    return record;
  }

  /** Runs a write; a unique field's clash is a 409 with that field's message. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const field = error instanceof StoreError && error.kind === 'duplicate' ? Object.keys(error.fields).find((name) => kind.duplicate?.[name]) : undefined;
      if (field) throw new ApiError(409, kind.duplicate![field]);
      throw error;
    }
  }

  return {
    /** Newest first. */
    list: (page: PageRequest) => store.list(page),

    async create(actor: SignedInUser, input: Input) {
      const record = await unique(() => store.create(input as never));
      await recordAudit({ actor, action: 'create', entity, entityId: record.id, before: null, after: record });
      return record;
    },

    async update(actor: SignedInUser, id: number, changes: Partial<Input>) {
      const before = await find(id);
      const record = await unique(() => store.update(id, changes as Partial<Doc>));
      if (!record) throw new ApiError(404, kind.notFound);
      await recordAudit({ actor, action: 'update', entity, entityId: id, before, after: record });
      return record;
    },

    async remove(actor: SignedInUser, id: number) {
      const record = await find(id);
      await store.remove(id);
      await recordAudit({ actor, action: 'delete', entity, entityId: id, before: record, after: null });
    },
  };
}

/** The kind's routes, every one for admins only: GET and POST on its path, PATCH and DELETE on `:id`. */
export function adminRecordsRouter<Doc extends { id: number }, Input extends object>(kind: AdminRecordKind<Doc, Input>): Router {
  const service = adminRecordsService(kind);
  const offers = (operation: AdminRecordOperation) => kind.operations.includes(operation);
  const idOf = (req: Request) => Number(req.params.id);
  const router = Router();

  const collection = router.route(kind.path);
  if (offers('list')) {
    collection.get(requireAdmin, validate({ query: listQuery }), async (req: Request, res: Response) => {
      const { items, total } = await service.list(req.query as unknown as PageRequest);
      sendList(res, items, total);
    });
  }
  if (offers('create')) {
    collection.post(requireAdmin, validate({ body: kind.schema }), async (req: Request, res: Response) => {
      res.status(201).json(await service.create(req.user!, req.body as Input));
    });
  }
  const one = router.route(`${kind.path}/:id`);
  if (offers('update')) {
    one.patch(requireAdmin, validate({ params: idParamsSchema, body: patchSchemaOf(kind.schema) }), async (req: Request, res: Response) => {
      res.json(await service.update(req.user!, idOf(req), req.body as Partial<Input>));
    });
  }
  if (offers('delete')) {
    one.delete(requireAdmin, validate({ params: idParamsSchema }), async (req: Request, res: Response) => {
      await service.remove(req.user!, idOf(req));
      res.status(204).end();
    });
  }
  return router;
}

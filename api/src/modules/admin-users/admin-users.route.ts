import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './admin-users.controller';
import * as schemas from './admin-users.validation';

export const adminUsersRouter = Router();

adminUsersRouter.get('/admin/users', requireAdmin, validate(schemas.listUsers), controller.list);
// Before /admin/users/:id, which would read "export" as an id.
adminUsersRouter.get('/admin/users/export', requireAdmin, validate(schemas.exportUsers), controller.exportCsv);

// A customer's billing settings (billing email, invoice on POD, payment terms, credit limit) and open receivables.
adminUsersRouter
  .route('/admin/users/:id/billing')
  .get(requireAdmin, validate(schemas.customerBilling), controller.customerBilling)
  .put(requireAdmin, validate(schemas.updateCustomerBilling), controller.updateCustomerBilling);

adminUsersRouter
  .route('/admin/users/:id')
  .patch(requireAdmin, validate(schemas.updateUser), controller.update)
  .delete(requireAdmin, validate(schemas.deleteUser), controller.remove);

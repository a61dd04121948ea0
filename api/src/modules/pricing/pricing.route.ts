import { type Request, type Response, Router } from 'express';
import { pricingSettingsSchema } from '@freight/domain/schemas';
import { requireAdmin } from '../../core/auth';
import { idParamsSchema } from '../../core/resource-helpers';
import { validate } from '../../core/validate';
import { recordAudit } from '../audit/audit.service';
import { findQuote } from '../quotes/quotes.service';
import { getPricingSettings, quoteSuggestions, savePricingSettings } from './pricing.service';

export const pricingRouter = Router();

/** Anyone: how the calculator measures distance (the margin stays with staff). */
pricingRouter.get('/calculator-settings', async (_req: Request, res: Response) => {
  const { calculatorDistance } = await getPricingSettings();
  res.json({ calculatorDistance });
});

pricingRouter
  .route('/admin/pricing-settings')
  .get(requireAdmin, async (_req: Request, res: Response) => {
    res.json(await getPricingSettings());
  })
  .put(requireAdmin, validate({ body: pricingSettingsSchema }), async (req: Request, res: Response) => {
    const before = await getPricingSettings();
    const after = await savePricingSettings(req.body);
    await recordAudit({ actor: req.user!, action: 'update', entity: 'pricing-settings', entityId: null, before, after });
    res.json(after);
  });

pricingRouter.get('/admin/quotes/:id/suggestions', requireAdmin, validate({ params: idParamsSchema }), async (req: Request, res: Response) => {
  res.json(await quoteSuggestions(await findQuote(Number(req.params.id))));
});

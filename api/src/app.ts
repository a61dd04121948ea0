import compression from 'compression';
import express, { type Express } from 'express';
import type { Config } from './config/config';
import { errorHandler, notFound } from './core/error';
import { configureLogger, requestLogger } from './core/logger';
import { requireAllowedOrigin, requireJsonMutations } from './core/request-guards';
import { noStore, securityHeaders } from './core/security';
import { rateLimitStore, storeErrorOf } from './store';
import { authenticator } from './modules/auth/authenticator';
import { setPasswordCost, setPasswordHashing } from './modules/users/password';
import { enforceAbsoluteExpiry, sessionMiddleware } from './modules/auth/session';
import { sessionHint } from './modules/auth/session-hint';
import { configureMail } from './modules/mail/mail-outbox';
import systemRoute from './modules/system/system.route';
import { trackingPageData } from './modules/shipments/shipments.service';
import { configureTrackingLinks } from './modules/shipments/tracking-link';
import routes from './routes';
import { staticHosting } from './static/static-hosting';
import { deploymentSource } from './modules/deployments/deployment-source';

export const JSON_BODY_LIMIT = '100kb';

/** Builds the app for `config` (never listens). Connect the database first: sessions share its client. */
export function createApp(config: Config): Express {
  setPasswordCost(config.scryptCost);
  setPasswordHashing(config.passwordHashing);
  configureMail(config.mail);
  configureTrackingLinks(config.trackingLinkSecret);
  const log = configureLogger(config.logLevel);
  const app = express();
  app.locals.config = config;
  app.locals.rateLimitStores = rateLimitStore;
  app.set('trust proxy', config.trustProxy);
  // Records carry their version (`__v`) for the saves that check it; no answer does.
  app.set('json replacer', (key: string, value: unknown) => (key === '__v' ? undefined : value));

  const hosting = staticHosting(config, { deployments: deploymentSource, pageData: trackingPageData });
  app.use(requestLogger(log));
  app.use(securityHeaders(config, hosting.scriptHashes));
  app.use(compression());

  app.use('/api', noStore, requireJsonMutations, requireAllowedOrigin(config), express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', systemRoute);
  app.use('/api', sessionMiddleware(config), enforceAbsoluteExpiry(config), authenticator.initialize(), authenticator.session(), sessionHint(config));
  app.use('/api', routes);
  app.use('/api', notFound);

  app.use(hosting.router);
  app.use(notFound);
  app.use(errorHandler(storeErrorOf));
  return app;
}

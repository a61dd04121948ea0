import { ownedRoutes, PATHS } from '@freight/domain';

/**
 * The pages this remote owns, published at build time in dist/routes.json (the route registry,
 * packages/domain/src/remote-registry.ts): the shell routes these paths here without being rebuilt.
 * Every path has a page in ./pages.tsx (pages.test.tsx checks both lists agree).
 */
export const ROUTES = ownedRoutes([PATHS.login, PATHS.register, PATHS.dashboard, PATHS.accountSelection, PATHS.shipperRegister, PATHS.carrierRegister, PATHS.shipments, PATHS.bookShipment, PATHS.profile, PATHS.forgotPassword, PATHS.resetPassword, PATHS.join]);

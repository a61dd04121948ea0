import { ownedRoutes, PATHS, type RemoteRegistry } from '@freight/domain';

/** A route registry as the API serves it, for the shell's tests (the real one is built from the remotes' builds). */
export const TEST_REGISTRY: RemoteRegistry = {
  remotes: {
    marketing: { entry: '/mfe/marketing/remoteEntry.js', routes: ownedRoutes([PATHS.home, PATHS.homeAlias]) },
    portal: {
      entry: '/mfe/portal/remoteEntry.js',
      routes: ownedRoutes([PATHS.login, PATHS.register, PATHS.dashboard, PATHS.accountSelection, PATHS.shipperRegister, PATHS.carrierRegister]),
    },
    // A few of the admin remote's pages are enough here (infra/webpack/remote-routes.test.ts checks the real lists).
    admin: { entry: '/mfe/admin/remoteEntry.js', routes: ownedRoutes([PATHS.admin, PATHS.adminDashboard, PATHS.simpleLogin]) },
    tools: { entry: '/mfe/tools/remoteEntry.js', routes: ownedRoutes([PATHS.quoteCalculator, PATHS.emails]) },
  },
};

export const remotesOf = (registry: RemoteRegistry) => Object.keys(registry.remotes);

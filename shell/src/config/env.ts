import { PAGE_ELEMENT_IDS } from '@freight/domain';

/** Shell settings, read once. Remote locations and the pages they own are data served by the deployment. */
export const env = {
  /** The route registry: `{ remotes: { "<remote>": { entry, routes: [{ path, title }] } } }`. */
  registryUrl: '/remotes.json',
  /** Where the server puts the same registry into every page it sends (infra/webpack/boot-script.cjs). */
  registryElementId: PAGE_ELEMENT_IDS.registry,
  /** Where the shell reports a remote's release that failed to load (canary rollback). */
  failureReportUrl: '/api/remote-failures',
  /** Name of this federation host. */
  hostName: 'shell',
} as const;

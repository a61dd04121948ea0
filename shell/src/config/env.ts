/** Shell settings, read once. Remote locations are data served by the deployment, never literals in code. */
export const env = {
  /** Runtime manifest: `{ "<remote>": "<remoteEntry.js or mf-manifest.json URL>" }`. */
  remotesManifestUrl: '/remotes.json',
  /** Name of this federation host. */
  hostName: 'shell',
} as const;

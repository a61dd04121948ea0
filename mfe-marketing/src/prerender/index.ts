import { PATHS } from '@freight/domain';
import { renderLanding, type PrerenderedPage } from './render-landing';

/**
 * The pages this remote prerenders at build time (see infra/webpack/create-prerender-config.cjs):
 * path -> markup and CSS. The server sends them inside the shell's page; the shell swaps in the live
 * page once it has rendered.
 */
export function prerenderPages(): Record<string, PrerenderedPage> {
  return { [PATHS.home]: renderLanding(PATHS.home), [PATHS.homeAlias]: renderLanding(PATHS.homeAlias) };
}

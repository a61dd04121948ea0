import { createRequire } from 'node:module';

const require = createRequire(__filename);
const { isOnDemand, radixPackages } = require('./on-demand.cjs') as {
  isOnDemand: (resource?: string) => boolean;
  radixPackages: () => string[];
};

describe('code kept out of the framework chunk', () => {
  it('covers the Radix packages the design system uses and what they depend on, not React', () => {
    const names = radixPackages();
    expect(names).toEqual(expect.arrayContaining(['@radix-ui/react-dialog', '@radix-ui/react-toast', '@radix-ui/react-dismissable-layer', 'react-remove-scroll']));
    expect(names).not.toContain('react');
    expect(names).not.toContain('react-dom');
  });

  it.each([
    '/app/node_modules/@radix-ui/react-dialog/dist/index.mjs',
    '/app/node_modules/react-remove-scroll/dist/es2015/index.js',
    '/app/packages/ui/src/widgets/dialog.tsx',
    '/app/packages/platform/src/toast/toaster.tsx',
    '/app/packages/domain/src/schemas/auth.ts',
    '/app/node_modules/joi/lib/index.js',
  ])('loads %s on demand', (resource) => {
    expect(isOnDemand(resource)).toBe(true);
  });

  it.each([
    '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/app/node_modules/styled-components/dist/styled-components.browser.esm.js',
    '/app/packages/ui/src/components/button.tsx',
    '/app/packages/platform/src/toast/toast-context.tsx',
  ])('keeps %s in the framework chunk', (resource) => {
    expect(isOnDemand(resource)).toBe(false);
  });
});

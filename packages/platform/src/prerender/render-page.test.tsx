import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Field, Input } from '@freight/ui';
import { AppFrame, BOOT_GUARD_ID, RouteFrame } from '../routing/app-frame';
import { createStore } from '../store';
import { renderPage } from './render-page';

const Headline = styled.h1`
  color: #0f2547;
`;

function QuotePage() {
  const [zip, setZip] = useState('');
  return (
    <main>
      <Headline>Instant Quote</Headline>
      <Field label="Origin ZIP Code">
        <Input value={zip} onChange={(e) => setZip(e.target.value)} />
      </Field>
      <p>{zip ? `From ${zip}` : 'Enter a ZIP code'}</p>
    </main>
  );
}

/** The shell's tree around a route (shell/src/app/app.tsx and remote-route.tsx), with a memory router. */
const shellTree = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <AppFrame store={createStore()} fallback={<p>unavailable</p>}>
      <Routes>
        <Route path="/other" element={<p>other</p>} />
        <Route path={path} element={<RouteFrame pending={<p>loading</p>}><QuotePage /></RouteFrame>} />
      </Routes>
    </AppFrame>
  </MemoryRouter>
);

describe('a prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates in the shell’s frame without a mismatch: the same nodes, labels still pointing at their fields', async () => {
    const { html, css } = renderPage(<QuotePage />, '/quote');
    expect(css).toContain('color:#0f2547');
    document.body.innerHTML = `<fieldset id="${BOOT_GUARD_ID}" disabled><div id="root">${html}</div></fieldset>`;
    const root = document.getElementById('root')!;
    const heading = root.querySelector('h1');
    const recoverable = jest.fn();

    await act(async () => {
      hydrateRoot(root, shellTree('/quote'), { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('h1')).toBe(heading);
    const input = root.querySelector('input')!;
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toContain('Origin ZIP Code');
    // The page is live: its controls are released and answer input.
    expect(document.getElementById(BOOT_GUARD_ID)?.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '02110');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(root.textContent).toContain('From 02110');
  });
});

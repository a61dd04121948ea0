import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { EARLY_TAB_CHOICE } from '@freight/domain';
import { Field, Input } from '@freight/ui';
import { earlyBoot } from '../boot/early-boot';
import { AppFrame, RouteFrame } from '../routing/app-frame';
import { createStore } from '../store';
import { renderPage } from './render-page';

const Headline = styled.h1`
  color: #0f2547;
`;

const sent: string[] = [];

function QuotePage() {
  const [zip, setZip] = useState('');
  const [to, setTo] = useState('');
  const [service, setService] = useState('');
  // Like a page that reads the session once it is live: it renders again right after hydrating.
  const [, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" aria-label="Menu" aria-expanded={open} aria-controls="menu" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'}
      </button>
      <nav id="menu" hidden={!open}>
        Menu
      </nav>
      <Headline>Instant Quote</Headline>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push(`${zip}-${to}-${service}`);
        }}
      >
        <Field label="Origin ZIP Code">
          <Input value={zip} onChange={(e) => setZip(e.target.value)} />
        </Field>
        <Field label="Destination ZIP Code">
          <Input value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <select aria-label="Service" value={service} onChange={(e) => setService(e.target.value)}>
          <option value="">Choose</option>
          <option value="ltl">LTL</option>
        </select>
        <button type="submit">Send</button>
      </form>
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

/** A visitor typing into a field the way a browser does it (the value changes, then `input` is sent). */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-app-live');
    sent.length = 0;
  });

  it('hydrates in the shell’s frame without a mismatch: the same nodes, labels still pointing at their fields', async () => {
    const { html, css } = renderPage(<QuotePage />, '/quote');
    expect(css).toContain('color:#0f2547');
    document.body.innerHTML = `<div id="root">${html}</div>`;
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
    expect(document.documentElement.hasAttribute('data-app-live')).toBe(true);
    await act(async () => type(input, '02110'));
    expect(root.textContent).toContain('From 02110');
  });

  it('keeps what the visitor did before it was live: typed text, an opened menu and a sent form reach the app', async () => {
    const { html } = renderPage(<QuotePage />, '/quote');
    document.body.innerHTML = `<fieldset id="guard" disabled><div id="root">${html}</div></fieldset>`;
    earlyBoot(window, { scripts: [], registryId: 'registry', guardId: 'guard', tabChoice: EARLY_TAB_CHOICE });
    // Without JavaScript the form stays held back; with it, it works before the app has loaded.
    expect(document.getElementById('guard')!.hasAttribute('disabled')).toBe(false);
    const root = document.getElementById('root')!;
    const [input, destination] = root.querySelectorAll('input');
    const select = root.querySelector('select')!;
    const menu = root.querySelector<HTMLButtonElement>('button[aria-label="Menu"]')!;

    // Before the app's code has arrived: the menu opens at once, the text stays, the form is held.
    type(input, '02110');
    type(destination, '10001');
    select.value = 'ltl';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    menu.click();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('menu')!.hidden).toBe(false);
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent).toEqual([]);

    // Development builds of React point out the attributes the visitor changed; production ones say nothing.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, shellTree('/quote'));
    });
    await act(nextTask);
    await act(nextTask);
    expect(warn.mock.calls.every(([message]) => String(message).includes("didn't match the client properties"))).toBe(true);
    warn.mockRestore();

    // The app's state now has all of it: the text, the open menu, and the form went out once, with the text.
    expect(root.textContent).toContain('From 02110');
    expect(input.value).toBe('02110');
    expect(destination.value).toBe('10001');
    expect(select.value).toBe('ltl');
    expect(menu.textContent).toBe('Close');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('menu')!.hidden).toBe(false);
    expect(sent).toEqual(['02110-10001-ltl']);
    // From now on the app alone answers.
    await act(async () => menu.click());
    expect(document.getElementById('menu')!.hidden).toBe(true);
    await act(async () => type(input, '02111'));
    expect(root.textContent).toContain('From 02111');
  });

  it('hands over first when the visitor acts after the app went live but before the hand-over: the form goes out with all they typed', async () => {
    const { html } = renderPage(<QuotePage />, '/quote');
    document.body.innerHTML = `<fieldset id="guard" disabled><div id="root">${html}</div></fieldset>`;
    // The page's own timers, held until the test lets them run.
    jest.useFakeTimers();
    earlyBoot(window, { scripts: [], registryId: 'registry', guardId: 'guard', tabChoice: EARLY_TAB_CHOICE });
    const root = document.getElementById('root')!;
    const [input, destination] = root.querySelectorAll('input');
    type(input, '02110');

    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(root, shellTree('/quote'));
    });
    warn.mockRestore();
    // Live, and the hand-over still waits for its task: the app has not got the typed text yet.
    expect(document.documentElement.hasAttribute('data-app-live')).toBe(true);
    expect(root.textContent).toContain('Enter a ZIP code');

    // A busy phone runs the visitor's input before that task: the next field, then Send.
    act(() => {
      type(destination, '10001');
      root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    act(() => jest.runAllTimers());
    jest.useRealTimers();
    expect(root.textContent).toContain('From 02110');
    expect(destination.value).toBe('10001');
    expect(sent).toEqual(['02110-10001-']);
  });
});

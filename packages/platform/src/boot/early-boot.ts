/**
 * The shell page's first script, inlined into its HTML (infra/webpack/html-template.cjs): it runs before
 * any bundle, so it is self-contained: no imports, nothing outside `earlyBoot` but LIVE_EVENT.
 *
 * 1. It loads the app. A prerendered page is readable as soon as it arrives, so the app's scripts are
 *    requested after that first paint, all at once: the shell's entry files and start-up chunks, and the
 *    scripts of the remote that owns this page (from the route registry the server put in the page). A page that is not
 *    prerendered has nothing to show without the app, so its scripts are requested at once.
 *    When the browser may be signed in, it asks for the session at the same time.
 * 2. It releases the prerendered page's forms (held back for browsers without JavaScript), and until
 *    the page is live (the app has hydrated it: `freight:live`, sent by RouteFrame in
 *    @freight/platform), it keeps what a visitor does, so a tap never waits for the app's code:
 *    - fields can be typed in; once live, what was typed is handed to the page's form state;
 *    - a disclosure button (aria-controls + aria-expanded, like the phone menu) opens and closes its
 *      panel at once; once live, the app is told (the button is pressed again for it);
 *    - a tab is marked as the visitor's choice at once (`tabChoice`; the tabs show it as selected, and
 *      React's own attributes are left alone, since React may select it itself first); once live, the
 *      last one tapped per tab list is pressed for the app;
 *    - other buttons pressed are pressed again once live; a link marked aria-disabled goes nowhere;
 *    A press is handed over as the browser makes one (pointer-down, mouse-down, pointer-up, mouse-up,
 *    click): widgets that act on pointer-down (Radix Tabs) miss a bare click.
 *    - a form sent before then is held (never sent as a plain HTML form) and sent once live.
 *    The hand-over runs in the task after the app went live, or at once when the visitor acts first (input
 *    outranks timers on a busy phone), so nothing they do then is read against the values from before.
 *    The same idea as Angular's early event replay ("jsaction").
 */
export interface BootConfig {
  /** The shell's entry scripts, in order. */
  scripts: string[];
  /** Scripts the entry asks for as soon as it runs (its start-up chunks): fetched beside it. */
  preload?: string[];
  /** Id of the JSON route registry the server puts in the page. */
  registryId: string;
  /**
   * Id of the disabled fieldset the server wraps a prerendered page in: without JavaScript its forms
   * cannot be used (they would be sent as plain HTML forms); this script releases them at once.
   */
  guardId: string;
  /**
   * The session check, asked at once (beside the app's scripts) when the browser may be signed in: the
   * API keeps `cookie` (=1) while it is. The app takes the answer instead of asking again.
   */
  session?: { cookie: string; url: string };
  /** The attribute that marks a tab tapped before the app is live. */
  tabChoice: string;
}

/** An early answer of the session check: its status and, when ok, its JSON body. */
export interface EarlySessionAnswer {
  status: number;
  body: unknown;
}

/** Where the page keeps the early session check for the app: the promise, and its answer once it is in. */
export const EARLY_SESSION_KEY = '__freightEarlySession';
export interface EarlySession {
  answer: Promise<EarlySessionAnswer | null>;
  settled?: EarlySessionAnswer | null;
}

interface RegistryShape {
  remotes?: Record<string, { entry?: string; routes?: { path: string; preload?: string[] }[]; preload?: string[] }>;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sent on the document when the app has made the page live (RouteFrame). */
export const LIVE_EVENT = 'freight:live';

export function earlyBoot(win: Window & typeof globalThis, config: BootConfig): void {
  const doc = win.document;
  let live = false;
  const changed: Control[] = [];
  const pressed: HTMLButtonElement[] = [];
  const toggles = new Map<HTMLButtonElement, { expanded: string | null; hidden: boolean | null; count: number }>();
  /** Per tab list, the tab last tapped. */
  const chosenTabs = new Map<Element, HTMLElement>();
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  function addScript(src: string) {
    const script = doc.createElement('script');
    script.src = src;
    // Run in the order listed, as soon as each has arrived.
    script.async = false;
    doc.head.appendChild(script);
  }

  function preload(href: string) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // A failed preload stays waiting for its script, which the browser then fails without asking again
    // (a remote that was down would fail its Retry): the failure is taken here instead.
    link.onerror = () => {
      link.remove();
      const taker = doc.createElement('script');
      taker.src = href;
      taker.onerror = () => taker.remove();
      doc.head.appendChild(taker);
    };
    doc.head.appendChild(link);
  }

  /** The scripts of the remote that owns this path, and of the page itself, as the registry lists them. */
  function remoteScripts(): string[] {
    const json = doc.getElementById(config.registryId)?.textContent;
    if (!json) return [];
    try {
      const registry = JSON.parse(json) as RegistryShape;
      const path = win.location.pathname.replace(/\/+$/, '') || '/';
      // A route's path may have parameters (/track/:token): each matches one non-empty segment
      // (the rule of routeMatches in @freight/domain, repeated here: this script imports nothing).
      const have = path.split('/');
      const matches = (pattern: string) => {
        const want = pattern.split('/');
        return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
      };
      for (const remote of Object.values(registry.remotes ?? {})) {
        const route = remote.routes?.find((candidate) => matches(candidate.path));
        if (remote.entry && route) return [remote.entry, ...(remote.preload ?? []), ...(route.preload ?? [])];
      }
    } catch {
      // A broken registry only costs the head start; the shell reports it.
    }
    return [];
  }

  let started = false;
  function start() {
    if (started) return;
    started = true;
    [...(config.preload ?? []), ...remoteScripts()].forEach(preload);
    config.scripts.forEach(addScript);
  }

  doc.getElementById(config.guardId)?.removeAttribute('disabled');
  const session = config.session;
  if (session && doc.cookie.split(/;\s*/).includes(`${session.cookie}=1`)) {
    const early: EarlySession = {
      answer: win
        .fetch(session.url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then(async (response) => ({ status: response.status, body: response.ok ? await response.json() : null }))
        .catch(() => null)
        .then((answer) => (early.settled = answer)),
    };
    (win as unknown as Record<string, EarlySession>)[EARLY_SESSION_KEY] = early;
  }
  const root = doc.getElementById('root');
  if (root && root.firstElementChild) {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    // A tab opened in the background paints nothing, and animation frames wait for it to be shown.
    win.setTimeout(start, 250);
  } else {
    start();
  }

  const controlOf = (target: EventTarget | null): Control | null =>
    target instanceof win.HTMLInputElement || target instanceof win.HTMLTextAreaElement || target instanceof win.HTMLSelectElement
      ? target
      : null;

  const onChange = (event: Event) => {
    const control = controlOf(event.target);
    if (!live && control && !changed.includes(control)) changed.push(control);
  };

  const onClick = (event: Event) => {
    if (live || !(event.target instanceof win.Element)) return;
    // A link that says it is disabled (a placeholder) goes nowhere, before the app as after.
    if (event.target.closest('a[aria-disabled="true"]')) {
      event.preventDefault();
      return;
    }
    const tab = event.target.closest<HTMLElement>('[role="tab"]');
    const tabList = tab?.closest('[role="tablist"]');
    if (tab && tabList && !tab.hasAttribute('disabled')) {
      chooseTab(tabList, tab);
      return;
    }
    const button = event.target.closest('button');
    if (!button || button.disabled || button.type === 'submit') return;
    const panelId = button.getAttribute('aria-controls');
    if (panelId && button.hasAttribute('aria-expanded')) {
      const panel = doc.getElementById(panelId);
      const state = toggles.get(button) ?? { expanded: button.getAttribute('aria-expanded'), hidden: panel ? panel.hidden : null, count: 0 };
      state.count += 1;
      toggles.set(button, state);
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      if (panel) panel.hidden = !open;
    } else if (!pressed.includes(button)) {
      pressed.push(button);
    }
  };

  /** Marks `tab` as the one chosen in its list, at once (its panel follows once the app is live). */
  function chooseTab(list: Element, tab: HTMLElement) {
    chosenTabs.get(list)?.removeAttribute(config.tabChoice);
    tab.setAttribute(config.tabChoice, '');
    chosenTabs.set(list, tab);
  }

  /** A press as the browser makes one, for handlers on any of its events. */
  function press(target: HTMLElement) {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: win };
    const Pointer = win.PointerEvent ?? win.MouseEvent;
    const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    target.dispatchEvent(new Pointer('pointerdown', { ...pointer, buttons: 1 }));
    target.dispatchEvent(new win.MouseEvent('mousedown', { ...init, buttons: 1 }));
    target.dispatchEvent(new Pointer('pointerup', pointer));
    target.dispatchEvent(new win.MouseEvent('mouseup', init));
    target.click();
  }

  const onSubmit = (event: Event) => {
    if (live || !(event.target instanceof win.HTMLFormElement)) return;
    // Never a plain HTML submission (it would put a password in the address bar): the app sends it.
    event.preventDefault();
    held = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
  };

  /**
   * Hands a change made before the app was live to the app: `value` is what the visitor left in the field
   * (read before any hand-over, since the app's re-render after one puts its own values back into the
   * others). React took the typed value as the field's current one when it hydrated, so it would not see
   * it as a change: the field is set to the app's value first, then to the visitor's past React's
   * tracking, and the event React listens for is sent.
   */
  function handOver(control: Control, value: string, checked: boolean) {
    if (control instanceof win.HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new win.Event('change', { bubbles: true }));
    } else if (control instanceof win.HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (checked === control.defaultChecked) return;
      control.checked = control.defaultChecked;
      setPastTracking(control, 'checked', checked);
      control.dispatchEvent(new win.MouseEvent('click', { bubbles: true }));
    } else {
      if (value === control.defaultValue) return;
      control.value = control.defaultValue;
      setPastTracking(control, 'value', value);
      control.dispatchEvent(new win.Event('input', { bubbles: true }));
    }
  }

  /** Sets a field's value or checked state through its prototype, past the tracking React puts on the field itself. */
  function setPastTracking(control: Control, property: 'value' | 'checked', to: string | boolean) {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, property)?.set?.call(control, to);
  }

  /** Sends `form` as the visitor did (with the button they pressed, if it is still there), unless it has gone. */
  function resubmit(form: HTMLFormElement, submitter: HTMLElement | null) {
    if (form.isConnected) form.requestSubmit(submitter && submitter.isConnected ? submitter : null);
  }

  /** What the visitor left in each changed field, read the moment the page goes live (the app may re-render right after). */
  function typedValues() {
    return changed
      .filter((control) => control.isConnected)
      .map((control) => ({ control, value: control.value, checked: 'checked' in control && control.checked }));
  }

  function replayPresses() {
    chosenTabs.forEach((tab) => {
      tab.removeAttribute(config.tabChoice);
      if (tab.isConnected && !tab.hasAttribute('disabled')) press(tab);
    });
    toggles.forEach((state, button) => {
      if (state.count % 2 === 0 || !button.isConnected) return;
      // Back to what the app rendered, then pressed for real, so the app's state follows.
      if (state.expanded === null) button.removeAttribute('aria-expanded');
      else button.setAttribute('aria-expanded', state.expanded);
      const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '');
      if (panel && state.hidden !== null) panel.hidden = state.hidden;
      press(button);
    });
    pressed.filter((button) => button.isConnected && !button.disabled).forEach(press);
    if (held) resubmit(held.form, held.submitter);
    pressed.length = 0;
    chosenTabs.clear();
    toggles.clear();
    held = null;
  }

  doc.addEventListener('input', onChange, true);
  doc.addEventListener('change', onChange, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  /**
   * The hand-over waits for the task after the commit that made the page live. A visitor (or a busy
   * phone, whose input outranks timers) can act in between: the first thing they do hands over first,
   * so their next keystroke lands after what they typed before; and a form sent before the app has
   * rendered the handed-over values (its handler would read the ones from before) is sent again after.
   */
  let pendingHandOver: (() => void) | null = null;
  /** From the hand-over to the next task: the app may not have rendered the handed-over values yet. */
  let settling = false;
  const HAND_OVER_FIRST = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'beforeinput', 'input', 'change', 'click', 'submit'];
  function handOverNow(event?: Event) {
    const run = pendingHandOver;
    if (run) {
      pendingHandOver = null;
      settling = true;
      // Before the presses `run` replays in a later task: those are the app's to handle as they come.
      win.setTimeout(() => {
        settling = false;
        HAND_OVER_FIRST.forEach((type) => doc.removeEventListener(type, handOverNow, true));
      }, 0);
      // An event sent once the field has changed (autofill sends `input` alone): the app's render after
      // the hand-over puts its own value back into that field, so the visitor's is put back past React's
      // tracking, and the app sees it as this event's change.
      const target = controlOf(event?.target ?? null);
      const before = target && { value: target.value, checked: 'checked' in target && target.checked };
      run();
      if (target && before) {
        if (target.value !== before.value) setPastTracking(target, 'value', before.value);
        if ('checked' in target && target.checked !== before.checked) setPastTracking(target, 'checked', before.checked);
      }
    }
    if (settling && event?.type === 'submit' && event.target instanceof win.HTMLFormElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter ?? null;
      win.setTimeout(() => resubmit(form, submitter), 0);
    }
  }

  doc.addEventListener(
    LIVE_EVENT,
    () => {
      if (live) return;
      live = true;
      doc.removeEventListener('input', onChange, true);
      doc.removeEventListener('change', onChange, true);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      const typed = typedValues();
      changed.length = 0;
      // After the commit that made the page live, so the app handles each event as a visitor's; presses
      // and the held form after the app has rendered the typed values (its handlers then see them).
      pendingHandOver = () => {
        typed.forEach(({ control, value, checked }) => handOver(control, value, checked));
        win.setTimeout(replayPresses, 0);
      };
      HAND_OVER_FIRST.forEach((type) => doc.addEventListener(type, handOverNow, true));
      win.setTimeout(() => handOverNow(), 0);
    },
    { once: true },
  );
}

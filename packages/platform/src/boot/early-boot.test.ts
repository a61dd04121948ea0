import { earlyBoot, LIVE_EVENT } from './early-boot';

const CONFIG = {
  scripts: ['/framework.1.js', '/main.2.js'],
  preload: ['/bootstrap.3.js'],
  registryId: 'registry',
  guardId: 'guard',
  tabChoice: 'data-early-choice',
};
const REGISTRY = {
  remotes: {
    marketing: { entry: '/mfe/marketing/remoteEntry.js', routes: [{ path: '/' }], preload: ['/mfe/marketing/700.js'] },
    tools: { entry: '/mfe/tools/remoteEntry.js', routes: [{ path: '/emails', preload: ['/mfe/tools/page-emails.js'] }, { path: '/track/:token', preload: ['/mfe/tools/page-track-token.js'] }], preload: [] },
  },
};

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href')),
});

function page(rootHtml: string) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<div id="root">${rootHtml}</div>` + `<script type="application/json" id="registry">${JSON.stringify(REGISTRY)}</script>`;
}

describe('the page’s first script', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    document.dispatchEvent(new Event(LIVE_EVENT));
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('loads the app after a prerendered page has painted, with the scripts of the remote that owns the page', () => {
    page('<main><h1>Reliable Supply Chain Solutions</h1></main>');
    earlyBoot(window, CONFIG);
    expect(requested()).toEqual({ scripts: [], preloads: [] });
    jest.runAllTimers();
    expect(requested()).toEqual({
      scripts: ['/framework.1.js', '/main.2.js'],
      preloads: ['/bootstrap.3.js', '/mfe/marketing/remoteEntry.js', '/mfe/marketing/700.js'],
    });
    const [framework] = document.head.querySelectorAll('script');
    expect(framework.async).toBe(false);
  });

  it('loads the app at once when the page has nothing to show without it, and finds the owner of a path with a trailing slash', () => {
    window.history.replaceState(null, '', '/emails/');
    page('');
    earlyBoot(window, CONFIG);
    expect(requested()).toEqual({ scripts: ['/framework.1.js', '/main.2.js'], preloads: ['/bootstrap.3.js', '/mfe/tools/remoteEntry.js', '/mfe/tools/page-emails.js'] });
  });

  it('finds the owner of a path with a parameter (a tracking link) and fetches its page beside the app', () => {
    window.history.replaceState(null, '', '/track/abc123');
    page('');
    earlyBoot(window, CONFIG);
    expect(requested().preloads).toEqual(['/bootstrap.3.js', '/mfe/tools/remoteEntry.js', '/mfe/tools/page-track-token.js']);
    window.history.replaceState(null, '', '/track/abc123/more');
    page('');
    earlyBoot(window, CONFIG);
    expect(requested().preloads).toEqual(['/bootstrap.3.js']);
  });

  it('still loads the app when the registry in the page is unreadable', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div><script type="application/json" id="registry">{not json</script>';
    earlyBoot(window, CONFIG);
    expect(requested().scripts).toEqual(['/framework.1.js', '/main.2.js']);
  });

  it('presses a button again for the app once live, but a button pressed after that only once', () => {
    page('<button type="button">Copy</button>');
    const button = document.querySelector('button')!;
    const presses = jest.fn();
    earlyBoot(window, CONFIG);
    button.click();
    button.addEventListener('click', presses);
    document.dispatchEvent(new Event(LIVE_EVENT));
    jest.runAllTimers();
    expect(presses).toHaveBeenCalledTimes(1);
    button.click();
    expect(presses).toHaveBeenCalledTimes(2);
  });

  it('hands a press over as the browser makes one, so a widget acting on pointer-down gets it too', () => {
    page('<button type="button">Copy</button>');
    const button = document.querySelector('button')!;
    earlyBoot(window, CONFIG);
    button.click();
    const seen: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) button.addEventListener(type, () => seen.push(type));
    document.dispatchEvent(new Event(LIVE_EVENT));
    jest.runAllTimers();
    expect(seen).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  });

  it('marks a tapped tab as chosen at once, and once live presses the last tab tapped for the app', () => {
    page(
      '<div role="tablist">' +
        '<button type="button" role="tab" aria-selected="true">New Quote Request</button>' +
        '<button type="button" role="tab" aria-selected="false">My Quotes</button>' +
        '</div>',
    );
    const [newQuote, myQuotes] = document.querySelectorAll('button');
    earlyBoot(window, CONFIG);
    myQuotes.click();
    expect(myQuotes).toHaveAttribute('data-early-choice');
    newQuote.click();
    myQuotes.click();
    expect(newQuote).not.toHaveAttribute('data-early-choice');
    // The app's own attributes are the app's: it may have selected the tab itself before it is live.
    expect(myQuotes).toHaveAttribute('aria-selected', 'false');

    // Radix Tabs select on mouse-down, not on click.
    const mouseDowns: string[] = [];
    newQuote.addEventListener('mousedown', () => mouseDowns.push('New Quote Request'));
    myQuotes.addEventListener('mousedown', () => mouseDowns.push('My Quotes'));
    document.dispatchEvent(new Event(LIVE_EVENT));
    jest.runAllTimers();
    expect(mouseDowns).toEqual(['My Quotes']);
    expect(myQuotes).not.toHaveAttribute('data-early-choice');
  });

  it('leaves a menu opened and closed again as the app has it', () => {
    page('<button type="button" aria-expanded="false" aria-controls="menu">Menu</button><nav id="menu" hidden></nav>');
    const button = document.querySelector('button')!;
    const presses = jest.fn();
    earlyBoot(window, CONFIG);
    button.click();
    expect(document.getElementById('menu')!.hidden).toBe(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('menu')!.hidden).toBe(true);
    button.addEventListener('click', presses);
    document.dispatchEvent(new Event(LIVE_EVENT));
    jest.runAllTimers();
    expect(presses).not.toHaveBeenCalled();
  });

  it('keeps a link marked disabled from going anywhere before the app is live', () => {
    page('<a href="#" aria-disabled="true">Privacy Policy</a><a href="#about">About</a>');
    earlyBoot(window, CONFIG);
    const [placeholder, about] = document.querySelectorAll('a');
    const placeholderClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    placeholder.dispatchEvent(placeholderClick);
    expect(placeholderClick.defaultPrevented).toBe(true);
    const aboutClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    about.dispatchEvent(aboutClick);
    expect(aboutClick.defaultPrevented).toBe(false);
  });
});

import { render } from '@testing-library/react';
import { handOverPrerenderedPage, useHandOverPrerenderedPage } from './prerendered-page';

const PAGE = '<header><a href="#home">Home</a></header><main><h1>Title</h1><p><a href="#contact">Contact</a></p></main>';

function serverPage() {
  document.body.innerHTML =
    `<style id="prerendered-style">h1{color:navy}</style>` +
    `<div id="prerendered"><fieldset disabled style="display:contents">${PAGE}</fieldset></div>` +
    `<div id="root" hidden>${PAGE}</div>`;
}

describe('handing over from a prerendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('removes the copy and its CSS and shows the live page', () => {
    serverPage();
    handOverPrerenderedPage();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('prerendered-style')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('moves keyboard focus to the same element of the live page', () => {
    serverPage();
    const copyLink = document.querySelector<HTMLAnchorElement>('#prerendered a[href="#contact"]')!;
    copyLink.focus();
    expect(document.activeElement).toBe(copyLink);
    handOverPrerenderedPage();
    const liveLink = document.querySelector<HTMLAnchorElement>('#root a[href="#contact"]')!;
    expect(document.activeElement).toBe(liveLink);
  });

  it('keeps the scroll position', () => {
    serverPage();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    handOverPrerenderedPage();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollTo.mockRestore();
  });

  it('does nothing on a page the server did not prerender', () => {
    document.body.innerHTML = '<div id="root"><p>App</p></div>';
    handOverPrerenderedPage();
    expect(document.body.innerHTML).toBe('<div id="root"><p>App</p></div>');
  });

  it('happens when a component using the hook has rendered', () => {
    serverPage();
    function Live() {
      useHandOverPrerenderedPage();
      return <p>live</p>;
    }
    render(<Live />);
    expect(document.getElementById('prerendered')).toBeNull();
  });
});

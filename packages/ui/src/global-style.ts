import { createGlobalStyle } from 'styled-components';

/** Modern reset plus the site-wide base: fonts, colours, focus ring and motion preferences. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  * { margin: 0; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Anchored sections must not hide under the sticky header. */
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }

  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.navy900};
    overflow-wrap: break-word;
    text-wrap: balance;
  }

  p { overflow-wrap: break-word; text-wrap: pretty; }

  img, picture, video, canvas, svg { display: block; max-width: 100%; }

  input, button, textarea, select { font: inherit; color: inherit; }

  button { cursor: pointer; background: none; border: 0; padding: 0; }
  button:disabled { cursor: not-allowed; }

  a { color: ${({ theme }) => theme.colors.navy600}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.accentStrong}; }

  ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }

  :focus { outline: none; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  ::selection { background: ${({ theme }) => theme.colors.orange100}; color: ${({ theme }) => theme.colors.navy900}; }

  #root, #__next { isolation: isolate; }

  /* Printing a page (My Quotes, a quote) prints its content: no dark bars, no controls, no shadows. */
  @media print {
    body { background: #fff; }
    [data-print='hide'], button, [role='tablist'] { display: none !important; }
    *, *::before, *::after { box-shadow: none !important; }
    article, section, tr { break-inside: avoid; }
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

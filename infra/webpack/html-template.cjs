const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

// Inline, so no app needs a favicon file and browsers never ask for a missing /favicon.ico.
const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'><rect width='48' height='48' rx='11' fill='#0f2547'/>" +
  "<path d='M9 31c5-3.5 10-3.5 15 0s10 3.5 15 0' fill='none' stroke='#f06a2a' stroke-width='3.6' stroke-linecap='round'/>" +
  "<path d='M15 24V11M33 24V11M15 17.5h18' fill='none' stroke='#fff' stroke-width='3.6' stroke-linecap='round'/></svg>";

/**
 * The one HTML page every app (the shell and each remote's standalone host) is served from. The shell's
 * page (`boot`) starts with its inline first script (boot-script.cjs) after the mount point instead of
 * script tags: it loads the app once a prerendered page has painted.
 */
const htmlTemplate = ({ title, description, boot }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${escapeHtml(description)}" />
    <meta name="theme-color" content="#0f2547" />
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <noscript><p style="margin:0;padding:10px 16px;background:#0f2547;color:#fff;font:500 15px/1.4 system-ui,sans-serif;text-align:center">Please enable JavaScript to use this site.</p></noscript>
    <div id="root"></div>${boot ? `<script>${boot}</script>` : ''}
  </body>
</html>
`;

module.exports = { htmlTemplate };

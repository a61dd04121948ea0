import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE, PROMISES } from '@freight/domain';

/** A rendered email body: the same content as plain text and as HTML. */
export interface MailBody {
  text: string;
  html: string;
}

export interface MailLayout {
  heading: string;
  paragraphs: string[];
  /** Label / value rows shown as a table; empty values are left out. */
  rows?: [string, string | number | null | undefined][];
  /** Free text shown as its own block (project details, notes), line breaks kept. */
  block?: { label: string; text: string };
  action?: { label: string; url: string };
  /** A second link, shown as a text link under the button (the tracking page beside My Shipments). */
  link?: { label: string; url: string };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Customer text goes into a mail header: no line breaks, or it could add headers of its own. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const hoursLines = BUSINESS_HOURS.map((h) => `${h.days}: ${h.hours}`);

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

function footerText(): string[] {
  return [
    '--',
    COMPANY.name,
    COMPANY_ADDRESS_LINE,
    `Phone ${COMPANY.phone} · Dispatch ${COMPANY.dispatchPhone}`,
    `Hours: ${hoursLines.join('; ')}`,
    `${PROMISES.quoteResponseBadge}: we answer every quote request within ${PROMISES.quoteResponseHours} hours.`,
  ];
}

function footerHtml(): string {
  const line = (text: string) => `<p style="margin:0 0 4px;${FONT}font-size:12px;color:#5b6472;">${escapeHtml(text)}</p>`;
  return footerText().slice(1).map(line).join('');
}

/** Plain text and table-based HTML with inline styles (what mail clients render reliably). */
export function renderLayout({ heading, paragraphs, rows = [], block, action, link }: MailLayout): MailBody {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '') as [string, string | number][];
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(shown.length ? [...shown.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(block ? [`${block.label}:`, block.text, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    ...footerText(),
  ].join('\n');

  const rowHtml = shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;${FONT}font-size:14px;color:#5b6472;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;${FONT}font-size:14px;color:#1b2430;vertical-align:top;">${escapeHtml(String(value))}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    `<body style="margin:0;padding:0;background:#f3f5f8;">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;">',
    `<tr><td style="background:#0b3d91;padding:16px 24px;border-radius:6px 6px 0 0;${FONT}font-size:18px;font-weight:bold;color:#ffffff;">${escapeHtml(COMPANY.name)}</td></tr>`,
    `<tr><td style="padding:24px;">`,
    `<h1 style="margin:0 0 16px;${FONT}font-size:20px;color:#1b2430;">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 12px;${FONT}font-size:14px;line-height:1.5;color:#1b2430;">${escapeHtml(p)}</p>`),
    shown.length ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-collapse:collapse;">${rowHtml}</table>` : '',
    block
      ? `<p style="margin:0 0 4px;${FONT}font-size:14px;font-weight:bold;color:#1b2430;">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;${FONT}font-size:14px;line-height:1.5;color:#1b2430;white-space:pre-wrap;">${escapeHtml(block.text)}</p>`
      : '',
    action
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;"><tr><td style="background:#0b3d91;border-radius:4px;">` +
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;${FONT}font-size:14px;color:#ffffff;text-decoration:none;">${escapeHtml(action.label)}</a></td></tr></table>`
      : '',
    link
      ? `<p style="margin:0 0 16px;${FONT}font-size:14px;line-height:1.5;color:#1b2430;">${escapeHtml(link.label)}: ` +
        `<a href="${escapeHtml(link.url)}" style="color:#0b3d91;word-break:break-all;">${escapeHtml(link.url)}</a></p>`
      : '',
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e3e7ee;">${footerHtml()}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  return { text, html };
}

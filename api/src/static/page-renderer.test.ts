import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { testConfig } from '../test/harness';
import { PAGE_RENDERER_FILE, renderedOnRequest } from './page-renderer';
import { staticHosting } from './static-hosting';

/**
 * A published renderer as a remote's build writes one: CommonJS, its packages left to the API (React
 * here, to show they resolve from the API wherever the file lies) and a relative file of its own.
 */
const RENDERER = `
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const { headline } = require('./words.cjs');
exports.renderOnRequest = (location, data) => {
  if (!location.startsWith('/track/')) return undefined;
  if (data.number === 'boom') throw new Error('render failed');
  return { html: renderToStaticMarkup(createElement('h1', null, headline + ' ' + data.number)), css: 'h1{}', styledVersion: '6.6.0' };
};
`;

function releaseDir(renderer = RENDERER): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-renderer-'));
  fs.writeFileSync(path.join(dir, PAGE_RENDERER_FILE), renderer);
  fs.writeFileSync(path.join(dir, 'words.cjs'), "exports.headline = 'Shipment';");
  return dir;
}

describe('pages rendered on request by their remote', () => {
  const dirs: string[] = [];
  const dir = (renderer?: string) => {
    const made = releaseDir(renderer);
    dirs.push(made);
    return made;
  };
  afterAll(() => dirs.forEach((made) => fs.rmSync(made, { recursive: true, force: true })));

  it('runs the remote’s renderer from a folder away from any node_modules, with the API’s React', () => {
    expect(renderedOnRequest(dir(), '/track/abc', { number: 'HL-1001' })).toEqual({ html: '<h1>Shipment HL-1001</h1>', css: 'h1{}', styledVersion: '6.6.0' });
  });

  it('gives nothing for a page the remote does not render, a renderer that throws, or a folder without one', () => {
    const published = dir();
    expect(renderedOnRequest(published, '/emails', {})).toBeUndefined();
    expect(renderedOnRequest(published, '/track/abc', { number: 'boom' })).toBeUndefined();
    expect(renderedOnRequest(fs.mkdtempSync(path.join(os.tmpdir(), 'freight-empty-')), '/track/abc', { number: 'HL-1' })).toBeUndefined();
    expect(renderedOnRequest(dir('this is not JavaScript ('), '/track/abc', { number: 'HL-1' })).toBeUndefined();
    expect(renderedOnRequest(dir('exports.renderOnRequest = () => ({ html: 1 });'), '/track/abc', { number: 'HL-1' })).toBeUndefined();
  });

  it('renders a page again only when its data changed, and keeps the last 500', () => {
    const published = dir(`let renders = 0;
exports.renderOnRequest = (location, data) => ({ html: '<p>' + data.status + ' ' + (renders += 1) + '</p>', css: 'p{}', styledVersion: '6.6.0' });`);
    const html = (location: string, status: string) => renderedOnRequest(published, location, { status })?.html;
    expect(html('/track/a', 'Booked')).toBe('<p>Booked 1</p>');
    expect(html('/track/a', 'Booked')).toBe('<p>Booked 1</p>');
    expect(html('/track/a', 'Picked up')).toBe('<p>Picked up 2</p>');
    for (let i = 0; i < 500; i += 1) html(`/track/other-${i}`, 'Booked');
    expect(html('/track/a', 'Picked up')).toBe('<p>Picked up 503</p>');
  });

  it('takes a redeployed renderer without a restart', () => {
    const published = dir();
    expect(renderedOnRequest(published, '/track/abc', { number: 'HL-1' })?.html).toBe('<h1>Shipment HL-1</h1>');
    const file = path.join(published, PAGE_RENDERER_FILE);
    fs.writeFileSync(file, RENDERER.replace("headline + ' '", "'Load '"));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(renderedOnRequest(published, '/track/abc', { number: 'HL-1' })?.html).toBe('<h1>Load HL-1</h1>');
  });

  describe('sent by the static hosting', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-static-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('shell/dist/index.html', '<!doctype html><title>Harborline</title><div id="root"></div><script>boot()</script>');
    write('mfe-tools/dist/routes.json', JSON.stringify({ routes: [{ path: '/track/:token', title: 'Track a shipment' }, { path: '/emails' }] }));
    write(`mfe-tools/dist/${PAGE_RENDERER_FILE}`, RENDERER);
    write('mfe-tools/dist/words.cjs', "exports.headline = 'Shipment';");
    const shipments: Record<string, { number: string }> = { good: { number: 'HL-1001' }, broken: { number: 'boom' } };
    const { router } = staticHosting(testConfig({ staticRoot: root }), {
      pageData: async (route) => {
        const token = /^\/track\/(.+)$/.exec(route)?.[1];
        if (!token) return undefined;
        return shipments[token] ? { status: 200, data: shipments[token] } : { status: 404 };
      },
    });
    const app = express().use(router);
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const page = (route: string) => request(app).get(route).set('Accept', 'text/html');

    it('sends the page rendered with what the server knows of it, and that data for the app to take over', async () => {
      const res = await page('/track/good');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"><h1>Shipment HL-1001</h1></div>');
      expect(res.text).toContain('<style data-styled="true" data-styled-version="6.6.0">h1{}</style>');
      expect(res.text).toContain('{"route":"/track/good","data":{"number":"HL-1001"}}');
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('sends the plain shell, with the data, when the renderer fails; the 404 without either for an unknown link', async () => {
      const broken = await page('/track/broken');
      expect(broken.status).toBe(200);
      expect(broken.text).toContain('<div id="root"></div>');
      expect(broken.text).toContain('{"route":"/track/broken","data":{"number":"boom"}}');
      const unknown = await page('/track/nope');
      expect(unknown.status).toBe(404);
      expect(unknown.text).not.toContain('Shipment');
      expect(unknown.text).not.toContain('freight-page-data');
    });

    it('sends the page empty, with its data, when rendering on request is turned off', async () => {
      const off = staticHosting(testConfig({ staticRoot: root, renderPagesOnRequest: false }), { pageData: async () => ({ status: 200, data: shipments.good }) });
      const res = await request(express().use(off.router)).get('/track/good').set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('{"route":"/track/good","data":{"number":"HL-1001"}}');
    });

    it('never publishes the renderer itself', async () => {
      expect((await request(app).get(`/mfe/tools/${PAGE_RENDERER_FILE}`)).status).toBe(404);
      expect((await request(app).get('/mfe/tools/routes.json')).status).toBe(200);
    });
  });
});

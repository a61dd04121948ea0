import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_NODE_OPTIONS } from '../api-process.cjs';

const unit = (name: string) => fs.readFileSync(path.join(__dirname, name), 'utf8');
const setting = (text: string, key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);

describe('production units (systemd)', () => {
  it('restarts a crashed API or edge and counts an API as started only once it answers /api/health', () => {
    const api = unit('freight-api@.service');
    expect(setting(api, 'Restart')).toEqual(['always']);
    expect(setting(api, 'ExecStart')[0]).toContain('api/dist/server.js');
    // Node runs the API with the options every other launcher gives it.
    expect(setting(api, 'ExecStart')[0]).toBe(['/usr/bin/node', ...API_NODE_OPTIONS, '/opt/freight/api/dist/server.js'].join(' '));
    expect(setting(api, 'ExecStartPost')[0]).toContain('/api/health');
    expect(setting(unit('freight-edge.service'), 'Restart')).toEqual(['always']);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']);
  (analyze.error ? it.skip : it)('passes systemd-analyze verify', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-units-'));
    fs.writeFileSync(path.join(dir, 'freight-api@8081.service'), unit('freight-api@.service'));
    fs.writeFileSync(path.join(dir, 'freight-edge.service'), unit('freight-edge.service'));
    fs.writeFileSync(path.join(dir, 'freight.target'), unit('freight.target'));
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...['freight-api@8081.service', 'freight-edge.service', 'freight.target'].map((f) => path.join(dir, f))], {
      encoding: 'utf8',
    });
    // Paths of a production machine (/opt/freight, /usr/sbin/nginx) may be absent here; syntax errors may not.
    const problems = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !/is not executable|No such file|Command .* is not|Failed to prepare filename|Unit .* not found|Failed to load/.test(line));
    expect(problems).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

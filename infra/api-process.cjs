/**
 * How the API process is started, in one place for every launcher: `npm start` and the
 * supervisor, the systemd unit (its ExecStart is checked against this by a test), the benchmarks
 * and the end-to-end tests that start an API of their own.
 *
 * Node's old-space limit is set explicitly. Without it V8 sizes the heap for the machine (about
 * 4 GB on 24 GB) and lets garbage build up to a few hundred MB between full collections: the API
 * stood at 240-260 MB after a minute of signed-in load (20,000 quotes). With any explicit limit
 * from 128 to 384 MB it stood at 162-165 MB, at the same requests per second and CPU per request.
 * 384 MB is twice the largest heap the API was seen to need (demo seeding, exports, PDFs) and,
 * with password hashing's 128 MB each outside the heap, stays inside the unit's 768 MB.
 *
 * The young generation is capped at 4 MB a semi-space (V8's default on 64-bit is 16 MB): short-lived
 * request garbage is collected sooner instead of being held in two large semi-spaces. Measured on
 * signed-in /api/user, 16 connections for 20 s, twice each (2026-11-29): resident after the load
 * 163 MB by default, 136-138 MB at 4 MB and 131 MB at 2 MB, with CPU per request within the noise of
 * a busy machine (3.4-3.6 ms default, 3.5 ms at 4 MB).
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

const API_NODE_OPTIONS = ['--max-old-space-size=384', '--max-semi-space-size=4'];
const API_ENTRY = path.join(ROOT, 'api/dist/server.js');

/** The arguments of `node` for the API: its options, then the built entry (or `entry`). */
const apiNodeArgs = (entry = API_ENTRY) => [...API_NODE_OPTIONS, entry];

module.exports = { API_NODE_OPTIONS, API_ENTRY, apiNodeArgs };

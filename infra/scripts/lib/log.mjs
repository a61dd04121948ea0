/** Progress messages for the run/test/build scripts: one prefix, stderr, so stdout stays for results. */
export const step = (msg) => process.stderr.write(`\x1b[36m▸\x1b[0m ${msg}\n`);
export const ok = (msg) => process.stderr.write(`\x1b[32m✔\x1b[0m ${msg}\n`);
export const fail = (msg) => process.stderr.write(`\x1b[31m✖\x1b[0m ${msg}\n`);

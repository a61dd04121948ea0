const path = require('node:path');
const { require: tsRequire } = require('tsx/cjs/api');

/** The page title and description come from @freight/domain's company facts, never retyped here. */
function siteFacts(suffix) {
  const { COMPANY } = tsRequire(path.join(__dirname, '../../packages/domain/src/company.ts'), __filename);
  return {
    title: suffix ? `${COMPANY.name} — ${suffix}` : COMPANY.name,
    description: COMPANY.tagline,
  };
}

module.exports = { siteFacts };

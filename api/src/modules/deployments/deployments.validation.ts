import Joi from 'joi';
import { DEPLOYMENT_MESSAGES, RELEASE_VERSION } from '@freight/domain';
import { REMOTE_NAMES } from '../../config/config';

const remote = Joi.string().required();
const reason = Joi.string().trim().min(3).max(500).required().messages({
  'any.required': DEPLOYMENT_MESSAGES.reasonRequired,
  'string.empty': DEPLOYMENT_MESSAGES.reasonRequired,
  'string.min': DEPLOYMENT_MESSAGES.reasonRequired,
  'string.max': DEPLOYMENT_MESSAGES.reasonRequired,
});
const version = Joi.string().pattern(RELEASE_VERSION).required().messages({ 'string.pattern.base': DEPLOYMENT_MESSAGES.versionFormat });

/** POST /api/admin/deployments/:remote/activate: a release, live for everyone or (percent 1–99) a canary. */
export const activate = {
  params: Joi.object({ remote }),
  body: Joi.object({
    version,
    reason,
    percent: Joi.number().integer().min(1).max(100).messages({
      'number.base': DEPLOYMENT_MESSAGES.canaryPercent,
      'number.integer': DEPLOYMENT_MESSAGES.canaryPercent,
      'number.min': DEPLOYMENT_MESSAGES.canaryPercent,
      'number.max': DEPLOYMENT_MESSAGES.canaryPercent,
    }),
  }),
};

/** POST /api/admin/deployments/:remote/rollback */
export const rollback = { params: Joi.object({ remote }), body: Joi.object({ reason }) };

/** POST /api/remote-failures: the shell's report that a remote's release did not load. */
export const failure = {
  body: Joi.object({
    remote: Joi.string().valid(...REMOTE_NAMES).required(),
    version: Joi.string().pattern(RELEASE_VERSION).required(),
  }),
};

import { changePasswordSchema, forgotPasswordSchema, profileSchema, resetPasswordSchema } from '@freight/domain/schemas';

export const forgotPasswordBody = forgotPasswordSchema;
export const resetPasswordBody = resetPasswordSchema;
export const profileBody = profileSchema;
export const changePasswordBody = changePasswordSchema;

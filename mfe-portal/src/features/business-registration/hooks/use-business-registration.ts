import { useNavigate } from 'react-router-dom';
import { TOASTS, PATHS, type RegisterRequest } from '@freight/domain';
import { errorMessage, useRegisterMutation, useToast } from '@freight/platform';

/** Shippers and carriers are not signed in by registering: they are sent to sign in. */
export function useBusinessRegistration() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [register, { isLoading }] = useRegisterMutation();

  /** `showFieldErrors` puts the server's per-field messages (username or email taken) beside their fields. */
  const submit = async (body: RegisterRequest, showFieldErrors?: (error: unknown) => void) => {
    try {
      await register(body).unwrap();
      toast({ title: TOASTS.registrationSuccessful, description: 'Your account has been created. Please sign in.', variant: 'success' });
      navigate(PATHS.login);
    } catch (error) {
      showFieldErrors?.(error);
      toast({ title: TOASTS.registrationFailed, description: errorMessage(error) ?? TOASTS.businessRegistrationFailedFallback, variant: 'destructive' });
    }
  };

  return { submit, isSubmitting: isLoading };
}

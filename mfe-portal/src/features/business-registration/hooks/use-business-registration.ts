import { useNavigate } from 'react-router-dom';
import { COMPANY, TOASTS, PATHS, type RegisterRequest } from '@freight/domain';
import { errorMessage, useRegisterMutation, useToast } from '@freight/platform';

/**
 * Shippers are not signed in by registering: they are sent to sign in. Carriers are (`signsIn`), as
 * customers are: they land on their dashboard, whose onboarding checklist says what to send next.
 */
export function useBusinessRegistration({ signsIn = false }: { signsIn?: boolean } = {}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [register, { isLoading }] = useRegisterMutation();

  /** `showFieldErrors` puts the server's per-field messages (username or email taken) beside their fields. */
  const submit = async (body: RegisterRequest, showFieldErrors?: (error: unknown) => void) => {
    try {
      await register(body).unwrap();
      if (signsIn) {
        toast({ title: TOASTS.registrationSuccessful, description: `Welcome to ${COMPANY.shortName}! Your checklist shows what we need to verify your account.`, variant: 'success' });
        navigate(PATHS.dashboard);
        return;
      }
      toast({ title: TOASTS.registrationSuccessful, description: 'Your account has been created. Please sign in.', variant: 'success' });
      navigate(PATHS.login);
    } catch (error) {
      showFieldErrors?.(error);
      toast({ title: TOASTS.registrationFailed, description: errorMessage(error) ?? TOASTS.businessRegistrationFailedFallback, variant: 'destructive' });
    }
  };

  return { submit, isSubmitting: isLoading };
}

import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@freight/domain';
import type { FormState } from '@freight/platform';
import { Button } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { Form, FormSection } from '../../../components/form-layout';
import { UserFields, type UserFieldValues } from '../../../components/user-fields';

export interface BusinessRegisterLayoutProps {
  title: string;
  subtitle: string;
  form: FormState<UserFieldValues>;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The business-details section. */
  children: ReactNode;
}

export function BusinessRegisterLayout({ title, subtitle, form, isSubmitting, onSubmit, children }: BusinessRegisterLayoutProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };

  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      width="wide"
      footer={
        <>
          Already have an account? <Link to={PATHS.login}>Sign in</Link> · <Link to={PATHS.accountSelection}>Other account types</Link>
        </>
      }
    >
      <Form onSubmit={submit} noValidate aria-label={title}>
        <FormSection>
          <h2>Account details</h2>
          <UserFields form={form} />
        </FormSection>
        <FormSection>
          <h2>Business details</h2>
          {children}
        </FormSection>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthLayout>
  );
}

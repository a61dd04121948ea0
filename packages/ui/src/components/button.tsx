import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

interface OwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label, and blocks presses. */
  loading?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = OwnProps & {
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof OwnProps | 'as'>;

/** The one button of the site. Polymorphic: `as={Link} to="/x"` and `as="a" href="..."` keep the look. */
export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  leftIcon,
  rightIcon,
  children,
  ...rest
}: ButtonProps<C>) {
  const isNativeButton = as === undefined || as === 'button';
  const props = rest as Record<string, unknown>;
  const nativeProps = isNativeButton
    ? { type: (props.type as string | undefined) ?? 'button', disabled: Boolean(props.disabled) || loading }
    : { 'aria-disabled': props['aria-disabled'] ?? (loading || undefined) };

  return (
    <StyledButton
      as={as as ElementType}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      {...props}
      {...nativeProps}
    >
      {loading ? <Spinner size="sm" tone="current" decorative /> : leftIcon}
      {children}
      {!loading && rightIcon}
    </StyledButton>
  );
}

import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

// Every button of the storefront: react-aria's Button (keyboard, press and focus-visible handling),
// in one of the site's looks. Targets are at least 44 px high on mobile (styles/app.css).

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  readonly variant?: ButtonVariant;
  readonly className?: string;
  readonly children: ReactNode;
  /** The button element, for moving the focus to it (React 19 passes refs as props). */
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'secondary', className, children, ref, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} {...(ref === undefined ? {} : { ref })} className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}>
      {children}
    </AriaButton>
  );
}

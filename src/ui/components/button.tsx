import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

// Every button of the storefront, in one of the site's looks: a native <button>, which the browser
// already makes keyboard-operable, focusable and announced. react-aria's Button is kept for the
// places that need its slots inside react-aria's own components (a Select's trigger, a Disclosure's,
// a drag handle); plain buttons need none of it, and leaving it out keeps the first page's
// JavaScript small (docs/adr/0030). Targets are at least 44 px high on mobile (styles/app.css).

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link' | 'danger';

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'onClick' | 'disabled' | 'type'
>;

export interface ButtonProps extends NativeProps {
  readonly variant?: ButtonVariant;
  readonly className?: string;
  readonly children: ReactNode;
  /** Called when the button is pressed: clicked, tapped, or Enter or Space with the focus on it. */
  readonly onPress?: () => void;
  readonly isDisabled?: boolean;
  /** 'submit' inside a form that submits; a plain button otherwise. */
  readonly type?: 'button' | 'submit';
  /** The button element, for moving the focus to it (React 19 passes refs as props). */
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'secondary',
  className,
  children,
  onPress,
  isDisabled = false,
  type = 'button',
  ref,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      {...(ref === undefined ? {} : { ref })}
      type={type}
      disabled={isDisabled}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

// Each step's heading takes the focus when the step shows (the issue's "focus moves to the step
// heading on every step change"): a keyboard or screen-reader user hears where they are and goes on
// from there, rather than from the button that moved them. The booking wizard's and the gift card
// purchase dialog's.

export function StepHeading({
  children,
  visit,
  id,
}: {
  readonly children: ReactNode;
  readonly visit: number;
  readonly id?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [visit]);
  return (
    <h2 ref={heading} tabIndex={-1} className="step__heading" {...(id === undefined ? {} : { id })}>
      {children}
    </h2>
  );
}

import { useEffect, useState } from 'react';
import { Button } from './button';

// Messages that take turns in one place every few seconds (storefront §9 "Empty-state rotation
// 3 s"), built to WCAG 2.2.2 Pause, Stop, Hide (docs/adr/0029, amended): a visible control pauses
// and resumes the turns; a client who asked the system for reduced motion gets no turns at all,
// only the first message; and the changing text sits outside any live region, so a screen reader
// is not interrupted on each turn — whatever status goes with it is announced once, elsewhere.

/** How long each message stays (storefront §9). */
export const ROTATION_MS = 3000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

export interface RotatingMessagesProps {
  readonly messages: readonly string[];
  /** The control's words while the messages turn, and while they are paused. */
  readonly pauseLabel: string;
  readonly resumeLabel: string;
  readonly className?: string;
}

export function RotatingMessages({ messages, pauseLabel, resumeLabel, className }: RotatingMessagesProps) {
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const [still] = useState(prefersReducedMotion);
  const turns = !still && messages.length > 1;
  useEffect(() => {
    if (!turns || paused) return undefined;
    const id = setInterval(() => {
      setShown((current) => (current + 1) % messages.length);
    }, ROTATION_MS);
    return () => {
      clearInterval(id);
    };
  }, [turns, paused, messages.length]);
  if (messages.length === 0) return null;
  return (
    <div className={['rotating-messages', className].filter(Boolean).join(' ')}>
      <p className="rotating-messages__text">{messages[shown % messages.length]}</p>
      {turns ? (
        <Button
          variant="quiet"
          className="rotating-messages__control"
          onPress={() => {
            setPaused(!paused);
          }}
        >
          {paused ? resumeLabel : pauseLabel}
        </Button>
      ) : null}
    </div>
  );
}

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_MS, RotatingMessages } from './rotating-messages';

const MESSAGES = ['First tip', 'Second tip', 'Third tip'];

function renderMessages(messages: readonly string[] = MESSAGES) {
  return render(<RotatingMessages messages={messages} pauseLabel="Pause tips" resumeLabel="Resume tips" />);
}

function passTime(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

describe('RotatingMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the next message every 3 seconds, back to the first after the last', () => {
    renderMessages();
    expect(screen.getByText('First tip')).toBeInTheDocument();
    passTime(ROTATION_MS - 1);
    expect(screen.getByText('First tip')).toBeInTheDocument();
    passTime(1);
    expect(screen.getByText('Second tip')).toBeInTheDocument();
    expect(screen.queryByText('First tip')).toBeNull();
    passTime(ROTATION_MS);
    expect(screen.getByText('Third tip')).toBeInTheDocument();
    passTime(ROTATION_MS);
    expect(screen.getByText('First tip')).toBeInTheDocument();
  });

  it('stops turning while paused and goes on from the same message when resumed', () => {
    renderMessages();
    passTime(ROTATION_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Pause tips' }));
    passTime(ROTATION_MS * 5);
    expect(screen.getByText('Second tip')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Resume tips' }));
    passTime(ROTATION_MS);
    expect(screen.getByText('Third tip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause tips' })).toBeInTheDocument();
  });

  it('does not turn, and offers no control, for a client who asked for reduced motion', () => {
    reducedMotion(true);
    renderMessages();
    passTime(ROTATION_MS * 3);
    expect(screen.getByText('First tip')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the turning text out of any live region, so it is not announced on each turn', () => {
    renderMessages();
    const text = screen.getByText('First tip');
    expect(
      text.closest('[aria-live], [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"]'),
    ).toBeNull();
  });

  it('shows a single message still, with no control', () => {
    renderMessages(['Only tip']);
    passTime(ROTATION_MS * 2);
    expect(screen.getByText('Only tip')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

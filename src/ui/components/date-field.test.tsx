import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

// The date field (issue 20, storefront §9): segments in the order of the storefront's locale, not
// the browser's, the ISO day in and out, and the error under it.

function BirthDate({
  locale,
  initial = '',
  error = null,
  onChange = () => undefined,
}: {
  readonly locale: string;
  readonly initial?: string;
  readonly error?: string | null;
  readonly onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Birth date"
      value={value}
      locale={locale}
      isRequired
      error={error}
      onChange={(typed) => {
        setValue(typed);
        onChange(typed);
      }}
    />
  );
}

const segmentOrder = () =>
  screen
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('data-type'))
    .filter((type) => type !== null);

describe('the date field (issue 20, storefront §9)', () => {
  it('puts the day first in Chilean Spanish, with its words', () => {
    render(<BirthDate locale="es-CL" initial="1980-05-04" />);
    expect(segmentOrder()).toEqual(['day', 'month', 'year']);
    expect(screen.getByRole('group', { name: 'Birth date' })).toHaveTextContent('04-05-1980');
  });

  it('puts the month first in English', () => {
    render(<BirthDate locale="en" initial="1980-05-04" />);
    expect(segmentOrder()).toEqual(['month', 'day', 'year']);
    expect(screen.getByRole('group', { name: 'Birth date' })).toHaveTextContent('05/04/1980');
  });

  it('gives the ISO day once a whole date is typed, in the locale’s order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<BirthDate locale="es-CL" onChange={onChange} />);
    await user.tab();
    await user.keyboard('04051980');
    expect(onChange).toHaveBeenLastCalledWith('1980-05-04');
  });

  it('is required, and shows the error it is given under it, tied to the segments', () => {
    render(<BirthDate locale="en" error="This field is required." />);
    const group = screen.getByRole('group', { name: 'Birth date' });
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toBeRequired();
      expect(segment).toHaveAccessibleDescription('This field is required.');
      expect(segment).toBeInvalid();
    }
    expect(group).toBeInTheDocument();
  });
});

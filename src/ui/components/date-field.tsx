import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
} from 'react-aria-components';

// A labelled calendar day typed in segments, in the order of `locale` (issue 20, storefront §9:
// "es-CL" shows dd-mm-aaaa, "en" mm/dd/yyyy), not in the browser's own order as a native
// <input type=date> does. The value goes in and out as the ISO day the form model and the API use
// ("1980-05-04"), '' while no whole day is typed; the error is the domain's verdict, already
// translated, shown as react-aria's FieldError.

export interface DateFieldProps {
  readonly label: ReactNode;
  /** The ISO calendar day ("1980-05-04"), or '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The BCP 47 locale whose date order and words the segments follow ("es-CL"). */
  readonly locale: string;
  readonly description?: ReactNode;
  /** The message to show under the field; null when the value is accepted. */
  readonly error?: string | null;
  readonly isRequired?: boolean;
  readonly isReadOnly?: boolean;
  readonly autoComplete?: string;
  readonly onBlur?: () => void;
}

function calendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function DateField({
  label,
  value,
  onChange,
  locale,
  description,
  error = null,
  isRequired = false,
  isReadOnly = false,
  autoComplete,
  onBlur,
}: DateFieldProps) {
  return (
    <I18nProvider locale={locale}>
      <AriaDateField<CalendarDate>
        className="field date-field"
        value={calendarDate(value)}
        onChange={(day) => {
          onChange(day === null ? '' : day.toString());
        }}
        granularity="day"
        shouldForceLeadingZeros
        isRequired={isRequired}
        isReadOnly={isReadOnly}
        isInvalid={error !== null}
        validationBehavior="aria"
        {...(autoComplete === undefined ? {} : { autoComplete })}
        {...(onBlur === undefined ? {} : { onBlur })}
      >
        <Label className="field__label">
          {label}
          {isRequired ? (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </Label>
        <DateInput className="field__input date-field__input">
          {(segment) => <DateSegment className="date-field__segment" segment={segment} />}
        </DateInput>
        {description === undefined ? null : (
          <Text slot="description" className="field__description">
            {description}
          </Text>
        )}
        <FieldError className="field__error">{error}</FieldError>
      </AriaDateField>
    </I18nProvider>
  );
}

import { useContext, useEffect, type ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateFieldStateContext,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
} from 'react-aria-components';
import { typedDay } from '#domain/validation/field-rules';

// A labelled calendar day typed in segments, in the order of `locale` (issue 20, storefront §9:
// "es-CL" shows dd-mm-aaaa, "en" mm/dd/yyyy), not in the browser's own order as a native
// <input type=date> does. The value goes in and out as the ISO day the form model and the API use
// ("1980-05-04"), '' while nothing is typed, and the parts typed ("____-05-04", field-rules.ts
// typedDay) while only some are — so the form refuses a half-typed day as incomplete instead of
// dropping it (issue 20). The error is the domain's verdict, already translated, shown as
// react-aria's FieldError; its words are the validation family's, in common.ts.

export interface DateFieldProps {
  readonly label: ReactNode;
  /** The ISO calendar day ("1980-05-04"), or '' for none. */
  readonly value: string;
  /** The ISO day once whole, '' once cleared, the parts typed (typedDay) while some are missing. */
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

const partlyTyped = (value: string) => value.includes('_');

/**
 * Tells the form about a day typed in part, which react-aria keeps in its segments without a
 * value: the whole day and its clearing come through DateField's own onChange.
 */
function PartlyTypedDay({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  const state = useContext(DateFieldStateContext);
  const part = (type: 'year' | 'month' | 'day') => {
    const segment = state?.segments.find((each) => each.type === type);
    return segment === undefined || segment.isPlaceholder ? null : (segment.value ?? null);
  };
  const typed = state === null ? value : typedDay({ year: part('year'), month: part('month'), day: part('day') });
  useEffect(() => {
    if (typed !== value && (partlyTyped(typed) || partlyTyped(value))) onChange(typed);
  }, [typed, value, onChange]);
  return null;
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
        <PartlyTypedDay value={value} onChange={onChange} />
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

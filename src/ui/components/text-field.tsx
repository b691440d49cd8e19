import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

// A labelled text input with its description and its error (storefront §5 "Form fields show a
// required asterisk and an error message below"). The error is the domain's verdict, already
// translated: the field shows it as react-aria's FieldError, tied to the input by aria-describedby.

export interface TextFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly description?: ReactNode;
  /** The message to show under the field; null when the value is accepted. */
  readonly error?: string | null;
  readonly isRequired?: boolean;
  readonly isReadOnly?: boolean;
  readonly type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password' | 'search';
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly maxLength?: number;
  readonly name?: string;
  readonly onBlur?: () => void;
  readonly onKeyDown?: (event: React.KeyboardEvent) => void;
  readonly className?: string;
  readonly autoFocus?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  description,
  error = null,
  isRequired = false,
  isReadOnly = false,
  type = 'text',
  inputMode,
  autoComplete,
  multiline = false,
  maxLength,
  name,
  onBlur,
  onKeyDown,
  className,
  autoFocus,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={['field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={error !== null}
      validationBehavior="aria"
      type={type}
      {...(inputMode === undefined ? {} : { inputMode })}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      {...(maxLength === undefined ? {} : { maxLength })}
      {...(name === undefined ? {} : { name })}
      {...(onBlur === undefined ? {} : { onBlur })}
      {...(onKeyDown === undefined ? {} : { onKeyDown })}
      {...(autoFocus === undefined ? {} : { autoFocus })}
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
      {multiline ? (
        <TextArea className="field__input field__input--multiline" rows={3} />
      ) : (
        <Input className="field__input" />
      )}
      {description === undefined ? null : (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}

import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Text } from 'react-aria-components';

// A checkbox with its description and error, as the terms and the workshop's documents ask.

export interface CheckboxProps {
  readonly children: ReactNode;
  readonly isSelected: boolean;
  readonly onChange: (selected: boolean) => void;
  readonly description?: ReactNode;
  readonly error?: string | null;
  readonly isRequired?: boolean;
}

export function Checkbox({
  children,
  isSelected,
  onChange,
  description,
  error = null,
  isRequired = false,
}: CheckboxProps) {
  return (
    <CheckboxField
      className="field field--checkbox"
      isSelected={isSelected}
      onChange={onChange}
      isInvalid={error !== null}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <CheckboxButton className="checkbox">
        <span className="checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" className="checkbox__mark">
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span className="checkbox__label">
          {children}
          {isRequired ? (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </span>
      </CheckboxButton>
      {description === undefined ? null : (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </CheckboxField>
  );
}

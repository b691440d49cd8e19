import type { ReactNode } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';

// A labelled group of options of which one is chosen (yes/no questions, gender, booking modes).

export interface RadioOption<Value extends string> {
  readonly value: Value;
  readonly label: ReactNode;
  readonly description?: ReactNode;
}

export interface RadioGroupProps<Value extends string> {
  readonly label: ReactNode;
  readonly options: readonly RadioOption<Value>[];
  readonly value: Value | null;
  readonly onChange: (value: Value) => void;
  readonly description?: ReactNode;
  readonly error?: string | null;
  readonly isRequired?: boolean;
  readonly orientation?: 'horizontal' | 'vertical';
  readonly className?: string;
  /** The label is said but not shown, where a heading already says it. */
  readonly isLabelHidden?: boolean;
}

export function RadioGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  description,
  error = null,
  isRequired = false,
  orientation = 'vertical',
  className,
  isLabelHidden = false,
}: RadioGroupProps<Value>) {
  return (
    <AriaRadioGroup
      className={['field', 'radio-group', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option !== undefined) onChange(option.value);
      }}
      isInvalid={error !== null}
      isRequired={isRequired}
      validationBehavior="aria"
      orientation={orientation}
    >
      <Label className={isLabelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      <div className={`radio-group__options radio-group__options--${orientation}`}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} className="radio">
            <RadioButton className="radio__button">
              <span className="radio__dot" aria-hidden="true" />
              <span className="radio__label">{option.label}</span>
            </RadioButton>
            {option.description === undefined ? null : (
              <Text slot="description" className="radio__description">
                {option.description}
              </Text>
            )}
          </RadioField>
        ))}
      </div>
      {description === undefined ? null : (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaRadioGroup>
  );
}

import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';

// A labelled pick-one list (a custom attribute's categories, the phone's country).

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly description?: ReactNode;
  readonly error?: string | null;
  readonly isRequired?: boolean;
  readonly className?: string;
}

export function SelectField({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  error = null,
  isRequired = false,
  className,
}: SelectFieldProps) {
  return (
    <Select
      className={['field', 'select', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key) => {
        if (typeof key === 'string') onChange(key);
      }}
      isInvalid={error !== null}
      isRequired={isRequired}
      validationBehavior="aria"
      {...(placeholder === undefined ? {} : { placeholder })}
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
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      {description === undefined ? null : (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="list-box" items={options.map((option) => ({ id: option.value, ...option }))}>
          {(option) => (
            <ListBoxItem className="list-box__item" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

'use client';

import { TextInput, type TextInputProps } from '@mantine/core';
import { maskPhone } from '@/lib/forms/phone-mask';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & {
  value?: string;
  onChange: (value: string) => void;
};

/** A phone field that shapes what is typed or pasted as `+7 (7XX) XXX-XX-XX`. */
export function PhoneInput({ value = '', onChange, ...props }: Props) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder="+7 (7XX) XXX-XX-XX"
      {...props}
      value={value}
      onChange={(event) => onChange(maskPhone(event.currentTarget.value, value))}
    />
  );
}

/** The phone request form's rules, as the browser checks them before the API checks them again. */
import { REASON_MAX } from '../shared/phone-requests';
import { formatPhone, normalizePhone } from '../shared/validation/rules';
import {
  all,
  fullNameField,
  length,
  noControlChars,
  oldPhone,
  phone,
  required,
} from './validators';

export type PhoneRequestFormValues = {
  old_phone: string;
  new_phone: string;
  reason: string;
  employee_phone: string;
  employee_name: string;
};

/** A request as the form shows it: phones in the written format. */
export const toFormValues = (r: {
  oldPhone: string;
  newPhone: string;
  reason: string;
  employeePhone: string;
  employeeName: string;
}): PhoneRequestFormValues => ({
  old_phone: formatPhone(r.oldPhone),
  new_phone: formatPhone(r.newPhone),
  reason: r.reason,
  employee_phone: formatPhone(r.employeePhone),
  employee_name: r.employeeName,
});

/** The form's field for each field of the API (its messages land under the right input). */
export const API_FIELDS: Record<string, keyof PhoneRequestFormValues> = {
  oldPhone: 'old_phone',
  newPhone: 'new_phone',
  reason: 'reason',
  employeePhone: 'employee_phone',
  employeeName: 'employee_name',
};

export const FIELD_LABELS: Record<keyof PhoneRequestFormValues, string> = {
  old_phone: 'Старый номер',
  new_phone: 'Новый номер',
  reason: 'Причина',
  employee_phone: 'Телефон сотрудника',
  employee_name: 'ФИО сотрудника',
};

export const phoneRequestFormRules = {
  old_phone: all<string>(noControlChars, oldPhone(FIELD_LABELS.old_phone)),
  new_phone: (value: string, values: PhoneRequestFormValues) =>
    all<string>(noControlChars, phone(FIELD_LABELS.new_phone))(value) ??
    (oldPhone()(values.old_phone) === null &&
    normalizePhone(value.trim()) === normalizePhone(values.old_phone.trim())
      ? 'Новый номер совпадает со старым'
      : null),
  reason: all<string>(noControlChars, required(FIELD_LABELS.reason), length({ max: REASON_MAX })),
  employee_phone: all<string>(noControlChars, phone(FIELD_LABELS.employee_phone)),
  employee_name: fullNameField(FIELD_LABELS.employee_name),
};

/** The form as the API's body. */
export const toApiInput = (values: PhoneRequestFormValues) => ({
  oldPhone: values.old_phone.trim(),
  newPhone: values.new_phone.trim(),
  reason: values.reason.trim(),
  employeePhone: values.employee_phone.trim(),
  employeeName: values.employee_name.trim(),
});

/** The API's messages by field, under the form's fields. */
export function toFormErrors(fields: Record<string, string>) {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields))
    errors[API_FIELDS[field] ?? field] = message;
  return errors;
}

/** The worker form's rules, as the browser checks them before the API checks them again. */
import { all, fullNameField, noControlChars, phone } from './validators';
import { hireDateMessage } from '../shared/workers';

export type WorkerFormValues = {
  fullName: string;
  phone: string;
  position: string | null;
  status: string;
  hireDate: string | null;
  /** The version the edit started from; 0 for a new worker. */
  version: number;
};

export const workerFormRules = (today: Date) => ({
  fullName: fullNameField('ФИО'),
  phone: all<string>(noControlChars, phone('Телефон')),
  position: (value: string | null) => (value ? null : 'Выберите должность из списка'),
  hireDate: (value: string | null) => hireDateMessage(value ?? '', today),
});

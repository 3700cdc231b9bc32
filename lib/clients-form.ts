/** The guest forms' rules (the door's and the client card's), as the browser checks them first. */
import {
  all,
  fullName,
  length,
  noControlChars,
  oldPhone,
  phone,
  required,
} from './validation/validators';
import { FULL_NAME_MAX } from './workers';

export const clientFormRules = {
  fullName: all<string>(
    noControlChars,
    required('ФИО'),
    length({ max: FULL_NAME_MAX }),
    fullName('ФИО'),
  ),
  /** A new guest's phone: a current number. */
  phone: all<string>(noControlChars, phone('Телефон')),
  /** A guest at the door: any number of the chain, a legacy one too. */
  guestPhone: all<string>(noControlChars, oldPhone('Телефон гостя')),
};

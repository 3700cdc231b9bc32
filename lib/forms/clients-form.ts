/** The guest forms' rules (the door's and the client card's), as the browser checks them first. */
import { all, fullNameField, noControlChars, oldPhone, phone } from './validators';

export const clientFormRules = {
  fullName: fullNameField('ФИО'),
  /** A new guest's phone: a current number. */
  phone: all<string>(noControlChars, phone('Телефон')),
  /** A guest at the door: any number of the chain, a legacy one too. */
  guestPhone: all<string>(noControlChars, oldPhone('Телефон гостя')),
};

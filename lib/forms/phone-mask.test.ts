import { maskPhone } from './phone-mask';
import { isOldPhone, isPhone } from '../shared/validation/rules';

describe('the phone mask', () => {
  it.each([
    ['7011234567', '+7 (701) 123-45-67'],
    ['87011234567', '+7 (701) 123-45-67'],
    ['+7 701 123 45 67', '+7 (701) 123-45-67'],
    ['+7(701)1234567', '+7 (701) 123-45-67'],
    ['701', '+7 (701'],
    ['7012', '+7 (701) 2'],
    ['+7', '+7'],
    ['', ''],
    ['abc', ''],
  ])('shapes %p as %p', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it('gives what the phone rule accepts, and keeps a legacy number’s extra digits', () => {
    expect(isPhone(maskPhone('87011234567'))).toBe(true);
    const legacy = maskPhone('770112345670');
    expect(legacy).toBe('+7 (701) 123-45-670');
    expect(isOldPhone(legacy)).toBe(true);
  });

  it('removes a digit when backspace takes away a separator', () => {
    expect(maskPhone('+7 (701) 123-', '+7 (701) 123-4')).toBe('+7 (701) 123');
    expect(maskPhone('+7 (701) ', '+7 (701) 1')).toBe('+7 (701');
    expect(maskPhone('+7 (701)', '+7 (701) ')).toBe('+7 (70');
  });
});

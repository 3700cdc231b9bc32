/**
 * The phone field's mask: what a person types becomes `+7 (7XX) XXX-XX-XX` as they type. Digits
 * past the eleventh stay in the last group, as a legacy number has them (the old-phone rule
 * takes them).
 */
export function maskPhone(typed: string, previous = ''): string {
  let digits = typed.replace(/\D/g, '');
  // Backspace over a bracket, a space or a hyphen removes the digit before it.
  if (typed.length < previous.length && digits === previous.replace(/\D/g, '')) {
    digits = digits.slice(0, -1);
  }
  if (digits === '') return '';
  // The country's 7 is there when the text starts with + (the mask's own), with a domestic 8,
  // or as the first of eleven digits; «701…» alone starts with the code.
  const country =
    typed.trimStart().startsWith('+') ||
    digits[0] === '8' ||
    (digits[0] === '7' && digits.length >= 11);
  if (country) digits = digits.slice(1);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8)];
  let masked = '+7';
  if (parts[0]) masked += ` (${parts[0]}`;
  if (parts[0].length === 3 && parts[1]) masked += `) ${parts[1]}`;
  if (parts[2]) masked += `-${parts[2]}`;
  if (parts[3]) masked += `-${parts[3]}`;
  return masked;
}

import { convert } from 'number-to-words-ru';

/** The tenge and the tiyn as a slip writes them: «сто двадцать тысяч тенге 00 тиын». */
const TENGE = {
  currencyNameCases: ['тенге', 'тенге', 'тенге'] as [string, string, string],
  fractionalPartNameCases: ['тиын', 'тиын', 'тиын'] as [string, string, string],
  currencyNounGender: { integer: 2 as const, fractionalPart: 0 as const },
};

/** An amount of the API («120000.00») in words for a receipt or expense order. */
export function tengeInWords(amount: string): string {
  const words = convert(amount, { currency: TENGE });
  return words.charAt(0).toLowerCase() + words.slice(1);
}

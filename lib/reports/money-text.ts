/**
 * Report amounts as text with exactly two decimals, made from integer paise with integer
 * arithmetic only: sums stay exact to the paisa and the file reads 1234.50, not 1234.5.
 */
function twoDecimals(hundredths: number): string {
  const abs = Math.abs(hundredths);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return hundredths < 0 ? `-${text}` : text;
}

/** 123450 paise → "1234.50"; −1250 → "-12.50". */
export const rupeesText = (paise: number): string => twoDecimals(Math.round(paise));

/** A GST rate in basis points as a percent: 500 → "5.00", 1800 → "18.00". */
export const ratePercentText = (rateBp: number): string => twoDecimals(Math.round(rateBp));

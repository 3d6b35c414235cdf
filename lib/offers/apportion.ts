/**
 * Splits a discount over lines in proportion to what each line costs, in whole paise, by the
 * largest remainder: the shares add up to the discount exactly, and no share passes its line's
 * amount (so no line's net price goes below zero) as long as the discount does not pass their sum.
 */
export function apportion(discountPaise: number, amountsPaise: readonly number[]): number[] {
  const total = amountsPaise.reduce((sum, a) => sum + a, 0);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > total) {
    throw new RangeError(`Cannot apportion ${discountPaise} paise over lines worth ${total}.`);
  }
  if (discountPaise === 0) return amountsPaise.map(() => 0);
  // BigInt: discount × amount can pass 2^53 for a large order.
  const exact = amountsPaise.map((a) => BigInt(discountPaise) * BigInt(a));
  const shares = exact.map((e) => Number(e / BigInt(total)));
  let left = discountPaise - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % BigInt(total) }))
    .sort((x, y) => (y.remainder > x.remainder ? 1 : y.remainder < x.remainder ? -1 : x.index - y.index));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index] < amountsPaise[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * The Hindi a back-office form or the admin API sends beside a record's English words (design §15).
 * Zod only, so the forms check with it too. Every field may be left out; a blank one means "no Hindi
 * here", and the shop then shows the English (lib/i18n/localize.ts). Stored by ./translations.ts.
 */
import { z } from 'zod';

/** The Hindi field's name in a message ("Hindi title is at most 200 characters"). */
const hindiText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ message: `Hindi ${label} is text` }).max(max, `Hindi ${label} is at most ${max} characters`),
  );

/** `{ hi?: { field?: text } }` for the given fields and their limits (the English field's own limit). */
export function hindiFields<F extends string>(limits: Record<F, { label: string; max: number }>) {
  const shape = Object.fromEntries(
    Object.entries<{ label: string; max: number }>(limits).map(([field, { label, max }]) => [
      field,
      hindiText(label, max).optional(),
    ]),
  ) as Record<F, z.ZodOptional<ReturnType<typeof hindiText>>>;
  return z.object({ hi: z.object(shape).optional() }, { message: 'Translations are { hi: { … } }' });
}

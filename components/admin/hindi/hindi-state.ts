/**
 * A form's Hindi fields kept flat beside the English ones ("hi_title" beside "title"), and turned into
 * the API's `translations: { hi: { … } }` on submit. Every Hindi field is always sent, so one emptied in
 * the form is removed from the record (and the shop shows the English again).
 */
import type { Translations } from '@/lib/db/schema';

export type HindiState<F extends string> = Record<`hi_${F}`, string>;

export const hindiKey = <F extends string>(field: F) => `hi_${field}` as const;

/** The form's starting Hindi from a saved record's translations ('' where it has none). */
export function hindiInitial<F extends string>(fields: readonly F[], stored?: Translations<F> | null): HindiState<F> {
  return Object.fromEntries(fields.map((f) => [hindiKey(f), stored?.hi?.[f] ?? ''])) as HindiState<F>;
}

/** What the API takes for the form's Hindi fields. */
export function hindiPayload<F extends string>(fields: readonly F[], state: HindiState<F>) {
  return { translations: { hi: Object.fromEntries(fields.map((f) => [f, state[hindiKey(f)]])) } };
}

/** The form's state without its Hindi keys (they leave as `translations`). */
export function withoutHindi<S extends object>(state: S): S {
  return Object.fromEntries(Object.entries(state).filter(([k]) => !k.startsWith('hi_'))) as S;
}

/**
 * A schema message about one Hindi field, shown on that field: the schema names the field in its
 * message ("Hindi title is at most 200 characters") and files it under `translations`.
 */
export function hindiError(errors: Record<string, string | undefined>, noun: string): string | undefined {
  const message = errors.translations;
  return message?.startsWith(`Hindi ${noun} `) ? message : undefined;
}

/**
 * Binds a form's Hindi fields: `hindi('title', 'title')` gives a HindiTextField the "hi_title" value,
 * its change handler and the schema's message about it (`noun` is how the schema names the field).
 */
export function hindiBinder<F extends string>(
  state: HindiState<F>,
  set: (key: `hi_${F}`, value: string) => void,
  errors: Record<string, string | undefined>,
) {
  return (field: F, noun: string) => ({
    value: state[hindiKey(field)],
    onChange: (value: string) => set(hindiKey(field), value),
    error: hindiError(errors, noun),
  });
}

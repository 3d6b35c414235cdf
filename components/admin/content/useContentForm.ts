'use client';

import type { FormEvent } from 'react';
import type { z } from 'zod';
import { useFormState } from '@/components/ui/form/useFormState';
import type { Translations } from '@/lib/db/schema';
import { hindiBinder, hindiInitial, hindiPayload, withoutHindi, type HindiState } from '../hindi/hindi-state';
import { useAdminWrite } from '../useAdminWrite';

type Fields = Record<string, string | boolean>;
type KindApi<I, R> = { create: (input: I) => Promise<R>; update: (id: number, input: I) => Promise<R> };

/** The text fields' starting values from a saved item's columns ('' where it has none, or for a new item). */
export function textsOf<K extends string>(saved: Partial<Record<K, string | null>> | undefined, keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, saved?.[k] ?? ''])) as Record<K, string>;
}

/**
 * The payload of an item shown in order: the order goes out as a number once it is a whole one,
 * so the schema's own message shows for anything else.
 */
export function withOrderNumber<S extends { displayOrder: string }>(state: S) {
  const order = Number(state.displayOrder);
  return { ...state, displayOrder: Number.isInteger(order) ? order : state.displayOrder };
}

/**
 * The fields and submit of a content form (post, page, banner, team member): it creates an item,
 * or updates item `id` when given; `payload` turns the English fields into what is sent, and `onSaved`
 * hears of each item saved and whether it was new. With `hindi`, the named fields also get a Hindi
 * twin: filled from the stored translations, sent as `translations`, bound by `hindi` or, with the
 * English one, by `twin` (for a TwinTextField).
 */
export function useContentForm<S extends Fields, I, R, F extends keyof S & string = never>({
  id,
  api,
  schemas,
  hindi: twins,
  initial,
  payload,
  messages,
  onSaved,
}: {
  id: number | undefined;
  api: KindApi<I, R>;
  schemas: { create: z.ZodType; update: z.ZodType };
  hindi?: { fields: readonly F[]; stored: Translations<F> | null | undefined };
  initial: S;
  payload: (state: S) => object;
  messages: { created: string; saved: string };
  onSaved?: (saved: R, created: boolean) => void;
}) {
  const editing = id !== undefined;
  const fields = twins?.fields ?? [];
  const { sendChecked, errors, failure, busy } = useAdminWrite((input: I) =>
    editing ? api.update(id, input) : api.create(input),
  );
  const form = useFormState<S & HindiState<F>>({ ...initial, ...hindiInitial(fields, twins?.stored) }, errors);
  const hindi = hindiBinder<F>(form.state, (key, value) => form.setState((s) => ({ ...s, [key]: value })), errors);
  const twin = (field: F, noun: string) => ({ english: form.bind(field), hindi: hindi(field, noun) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schema = editing ? schemas.update : schemas.create;
    const english = payload(withoutHindi(form.state));
    const input = (twins ? { ...english, ...hindiPayload(fields, form.state) } : english) as I;
    const saved = await sendChecked(schema, input, editing ? messages.saved : messages.created);
    if (saved) onSaved?.(saved, !editing);
  }
  return { ...form, hindi, twin, submit, failure, busy, errors };
}

'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { RecordCardForm } from '@/components/ui/form/layout';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField, SelectField } from '@/components/ui/form/fields';
import { useFormState } from '@/components/ui/form/useFormState';
import { adminPromotionsApi } from '@/lib/api-client/admin-promotions';
import type { AdminPromotion, PromotionScopeChoices } from '@/lib/offers/admin-promotions';
import { promotionCreateSchema, promotionUpdateSchema } from '@/lib/offers/promotion-schemas';
import { useAdminWrite } from '../admin/useAdminWrite';
import { HindiTextField } from '../admin/hindi/HindiFields';
import { hindiBinder } from '../admin/hindi/hindi-state';
import {
  KIND_CHOICES,
  PROMOTION_HINDI,
  initialPromotionForm,
  promotionPayload,
  scopeChoices,
} from './promotion-form-state';
import { ScopeIdsField } from './ScopeIdsField';

type Props = { promotion?: AdminPromotion; choices: PromotionScopeChoices };

const SCOPE_LEGEND = { CATEGORIES: 'Categories', PRODUCTS: 'Products', SELLERS: 'Sellers' } as const;
const FLAGS = [
  ['prepaidOnly', 'UPI and card payments only'],
  ['firstOrderOnly', 'First order only'],
  ['advertised', 'Show on product pages and the cart'],
  ['combinable', 'Combines with other offers'],
] as const;

/** Create or edit a promotion: what it takes off, on what, for whom and when (IST), and its Hindi title. */
export function PromotionForm({ promotion, choices }: Props) {
  const router = useRouter();
  const { sendChecked, errors, failure, busy } = useAdminWrite((input: ReturnType<typeof promotionPayload>) =>
    promotion ? adminPromotionsApi.update(promotion.id, input) : adminPromotionsApi.create(input),
  );
  const { state, set, bind } = useFormState(initialPromotionForm(promotion), errors);
  const [scopeIds, setScopeIds] = useState<number[]>(promotion?.scopeIds ?? []);
  const hindi = hindiBinder<(typeof PROMOTION_HINDI)[number]>(state, set, errors);
  const scoped = state.scope === 'ALL' ? null : (state.scope as keyof typeof SCOPE_LEGEND);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schema = promotion ? promotionUpdateSchema : promotionCreateSchema;
    const saved = await sendChecked(
      schema,
      promotionPayload(state, scopeIds),
      promotion ? 'Promotion saved' : 'Promotion created',
    );
    if (saved && !promotion) router.push(`/admin/promotions/${saved.id}`);
  }

  return (
    <RecordCardForm noun="promotion" editing={Boolean(promotion)} onSubmit={submit} busy={busy} failure={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Code" hint="Left empty, the offer applies by itself" {...bind('code')} />
        <TextField label="Title" required {...bind('title')} />
        <HindiTextField label="Title" maxLength={200} {...hindi('title', 'title')} />
        <SelectField label="Kind" options={KIND_CHOICES} {...bind('kind')} />
        {state.kind !== 'FREE_SHIPPING' && (
          <TextField
            label={state.kind === 'PERCENT' ? 'Percent off' : 'Amount off (₹)'}
            inputMode="decimal"
            required
            {...bind('value')}
          />
        )}
        {state.kind === 'PERCENT' && <TextField label="Up to (₹)" inputMode="decimal" {...bind('maxDiscount')} />}
        <TextField label="Minimum order (₹)" inputMode="decimal" {...bind('minOrderValue')} />
        <SelectField label="Applies to" options={scopeChoices(choices.sellers !== null)} {...bind('scope')} />
        <TextField label="Uses per customer" hint="Empty: no limit" inputMode="numeric" {...bind('perCustomerLimit')} />
        <TextField label="Total uses" hint="Empty: no limit" inputMode="numeric" {...bind('totalLimit')} />
        <TextField label="Starts (IST)" type="datetime-local" required {...bind('startsAt')} />
        <TextField label="Ends (IST)" type="datetime-local" hint="Empty: no end" {...bind('endsAt')} />
      </div>
      {scoped && (
        <ScopeIdsField
          legend={SCOPE_LEGEND[scoped]}
          choices={choices[scoped.toLowerCase() as 'products' | 'categories' | 'sellers'] ?? []}
          value={scopeIds}
          onChange={setScopeIds}
          error={errors.scopeIds}
        />
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {FLAGS.map(([key, label]) => (
          <CheckField key={key} label={label} checked={state[key]} onChange={(v) => set(key, v)} />
        ))}
      </div>
    </RecordCardForm>
  );
}

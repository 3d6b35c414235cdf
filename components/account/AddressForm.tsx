'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client/fetch';
import type { AddressDto } from '@/lib/account/addresses';
import { parseWith } from '@/lib/validation/parse';
import { Options } from '@/components/ui/form/Options';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY, REQUIRED_ADDRESS_FIELDS } from '@/lib/validation/address-fields';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { TextField } from '@/components/ui/form/TextField';
import { PhoneField } from '@/components/ui/form/PhoneField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useAddressMutations, type AddressPayload } from './useAddresses';
import { useCountryName } from './useCountryName';
import { usePincodeFill } from './usePincodeFill';
import { translateErrors, useAddressValidationWords } from './useValidationWords';

type Values = Record<keyof AddressPayload, string>;

const blank: Values = {
  name: '',
  phoneNumber: '',
  phoneNumber2: '',
  streetAddress: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
};

type Props = {
  initial?: AddressDto;
  onSaved: (address: AddressDto) => void;
  onCancel: () => void;
  /**
   * The checkout delivers within India, so a new address there is in India and the country is
   * shown but not editable; an existing address keeps the country it was saved with.
   */
  lockCountry?: boolean;
};

/**
 * The server's own schema, fetched when the form opens rather than with the page: zod is ~30 KB
 * gzip, and the checkout only needs it once the shopper writes an address.
 */
const loadAddressSchema = () => import('@/lib/validation/address').then((m) => m.addressSchema);

/**
 * Add New Address / Edit Address, in the profile and the checkout. Save stays disabled until the required fields
 * are filled. Its words are 'Account' (the profile and the checkout pages give it).
 */
export function AddressForm({ initial, onSaved, onCancel, lockCountry = false }: Props) {
  const t = useTranslations('Account.addressForm');
  const countryName = useCountryName();
  const words = useAddressValidationWords();
  const [values, setValues] = useState<Values>(() => ({ ...blank, ...stringsOf(initial) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { save } = useAddressMutations();
  const missing = REQUIRED_ADDRESS_FIELDS.some((f) => !values[f].trim());
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const field = (key: keyof Values) => ({ value: values[key], onChange: set(key), error: errors[key] });
  const pincode = usePincodeFill(values, setValues);
  useEffect(() => {
    void loadAddressSchema();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWith(await loadAddressSchema(), values);
    setFailure(null);
    if (!parsed.ok) return setErrors(translateErrors(parsed.errors, words));
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: initial?.id, payload: parsed.data });
      notify.success(initial ? t('updated') : t('added'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFailure((error as Error).message || t('saveFailed'));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="address-form-title"
      className="rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h3 id="address-form-title" className="text-lg font-semibold text-leaf-900">
        {initial ? t('editTitle') : t('addTitle')}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="name" required {...field('name')} />
        <PhoneField label={t('phone')} autoComplete="tel-national" required maxLength={10} {...field('phoneNumber')} />
        <PhoneField label={t('phone2')} maxLength={10} {...field('phoneNumber2')} />
        <TextField
          label={t('street')}
          autoComplete="address-line1"
          required
          className="sm:col-span-2"
          {...field('streetAddress')}
        />
        <TextField label={t('landmark')} {...field('addressLine1')} />
        <TextField label={t('line2')} autoComplete="address-line2" {...field('addressLine2')} />
        <TextField label={t('city')} autoComplete="address-level2" required {...field('city')} />
        <TextField label={t('state')} autoComplete="address-level1" required {...field('state')} />
        <TextField
          label={t('pin')}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          maxLength={10}
          {...field('postalCode')}
          onChange={(e) => (set('postalCode')(e), pincode.lookUp(e.target.value))}
          error={errors.postalCode ?? pincode.problem ?? undefined}
        />
        <div>
          <label htmlFor="address-country" className="mb-1.5 block text-sm font-medium text-ink">
            {t('country')}
          </label>
          <select
            id="address-country"
            className="field"
            value={values.country}
            disabled={lockCountry}
            onChange={set('country')}
          >
            <Options options={COUNTRY_OPTIONS.map((c) => ({ value: c, label: countryName(c) }))} />
          </select>
          {errors.country && <p className="mt-1 text-sm text-spice-600">{errors.country}</p>}
        </div>
      </div>
      <div className="mt-4">
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={save.isPending} busyText={t('saving')} disabled={missing} className="">
          {initial ? t('update') : t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

function stringsOf(address?: AddressDto): Partial<Values> {
  if (!address) return {};
  const { id: _id, ...rest } = address;
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v ?? ''])) as Partial<Values>;
}

'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { adminProductsApi } from '@/lib/api-client/admin-products';
import type { AdminProduct } from '@/lib/catalog/admin-products';
import { GST_RATES, LIMITS, productCreateSchema, productUpdateSchema } from '@/lib/catalog/admin-schemas';
import { parseWith } from '@/lib/validation/parse';
import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField, SelectField } from '@/components/ui/form/fields';
import type { Option } from '../options';
import { useAdminWrite } from '../useAdminWrite';
import { MetadataTabs } from './MetadataTabs';
import { ProductImages } from './ProductImages';
import { initialProductState, PRODUCT_HINDI, productPayload, type ProductFormState } from './product-form-state';
import { SeoFields } from './SeoFields';
import { HindiRichTextField, HindiTextField } from '../hindi/HindiFields';
import { hindiBinder } from '../hindi/hindi-state';

type NewProduct = Parameters<typeof adminProductsApi.create>[0];

type Props = { product?: AdminProduct; categories: Option[]; sellers: Option[] | null };

/**
 * Create or edit a product: every field the storefront shows, its pictures and tabs, checked by the
 * API's own schema first. On edit, price and stock live on their own panel, or per pack in the pack grid.
 */
export function ProductForm({ product, categories, sellers }: Props) {
  const mode = product ? 'edit' : 'create';
  const severalPacks = (product?.variants.length ?? 0) > 1;
  const router = useRouter();
  const [state, setState] = useState<ProductFormState>(() =>
    initialProductState(product, { categorySlug: categories[0]?.value, sellerSlug: sellers?.[0]?.value }),
  );
  const { run, errors, setErrors, failure, busy } = useAdminWrite();
  const set =
    <K extends keyof ProductFormState>(key: K) =>
    (value: ProductFormState[K]) =>
      setState((s) => ({ ...s, [key]: value }));
  const text = (key: keyof ProductFormState) => ({
    value: state[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value as never),
  });

  const hindi = hindiBinder<(typeof PRODUCT_HINDI)[number]>(state, (key, value) => set(key)(value), errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = productPayload(state, mode, severalPacks);
    const checked = parseWith(mode === 'create' ? productCreateSchema : productUpdateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    // The payload has just passed the create schema itself, so it is that schema's input.
    const saved = product
      ? await run(() => adminProductsApi.update(product.id, payload), 'Product saved')
      : await run(() => adminProductsApi.create(payload as NewProduct), 'Product created');
    if (saved && !product) router.push(`/admin/products/${saved.id}`);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-5 shadow-card"
      aria-label={product ? 'Edit product' : 'New product'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" required maxLength={200} {...text('title')} />
        <HindiTextField label="Title" maxLength={LIMITS.title} {...hindi('title', 'title')} />
        <TextField
          label="Slug"
          hint={mode === 'create' ? 'Left empty, it is made from the title' : 'Changing it changes the page address'}
          {...text('slug')}
        />
        <SelectField label="Category" options={categories} {...text('categorySlug')} />
        {sellers && mode === 'create' && <SelectField label="Seller" options={sellers} {...text('sellerSlug')} />}
        {mode === 'create' && (
          <>
            <TextField label="Price (₹)" inputMode="decimal" required {...text('price')} />
            <TextField label="MRP (₹)" inputMode="decimal" required {...text('mrp')} />
            <TextField label="Opening stock" inputMode="numeric" {...text('stock')} />
          </>
        )}
        {!severalPacks && (
          <>
            <TextField label="Size" placeholder="250 g" {...text('size')} />
            <HindiTextField label="Size" placeholder="250 ग्राम" maxLength={LIMITS.size} {...hindi('size', 'size')} />
          </>
        )}
        <TextField
          label="Parcel weight (g)"
          inputMode="numeric"
          hint="Packed, for the courier"
          {...text('weightGrams')}
        />
        <TextField label="HSN code" inputMode="numeric" {...text('hsnCode')} />
        <TextField label="HS code (export)" inputMode="numeric" {...text('hsCode')} />
        <SelectField
          label="GST rate"
          options={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
          {...text('gstRate')}
        />
        <TextField label="Video URL" type="url" placeholder="https://" {...text('videoUrl')} />
        <TextField label="Tags" hint="Separated by commas" className="sm:col-span-2" {...text('tags')} />
      </div>
      <ProductImages images={state.images} onChange={set('images')} error={errors.images} />
      <RichTextField
        label="Description"
        hint="The first tab on the product page"
        value={state.description}
        onChange={set('description')}
        error={errors.description}
      />
      <HindiRichTextField label="Description" {...hindi('description', 'description')} />
      <MetadataTabs tabs={state.metadata} onChange={set('metadata')} error={errors.metadata} />
      <SeoFields
        title={state.seoTitle}
        description={state.seoDescription}
        onTitle={set('seoTitle')}
        onDescription={set('seoDescription')}
        errors={errors}
        hindi={{ title: hindi('seoTitle', 'SEO title'), description: hindi('seoDescription', 'SEO description') }}
      />
      <CheckField label="Active (shown in the shop)" checked={state.isActive} onChange={set('isActive')} />
      <FormMessage kind="error">
        {failure ?? (Object.keys(errors).length ? 'Please correct the marked fields.' : null)}
      </FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : product ? 'Save changes' : 'Create product'}
      </button>
    </form>
  );
}

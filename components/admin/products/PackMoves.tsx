'use client';

import { adminVariantsApi } from '@/lib/api-client/admin-products';
import { useAdminWrite } from '../useAdminWrite';

type Props = { productId: number; variantId: number; label: string; index: number; count: number };

/** A saved pack's place in the picker (up, down) and its removal; the last pack cannot be removed. */
export function PackMoves({ productId, variantId, label, index, count }: Props) {
  const { run, failure, busy } = useAdminWrite();
  const move = (position: number) =>
    run(() => adminVariantsApi.update(productId, variantId, { position }), 'Pack moved');
  const remove = () =>
    window.confirm(`Delete the ${label} pack?`) &&
    run(() => adminVariantsApi.remove(productId, variantId), 'Pack deleted');
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost px-3 py-1"
        aria-label={`Move ${label} up`}
        disabled={busy || index === 0}
        onClick={() => move(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost px-3 py-1"
        aria-label={`Move ${label} down`}
        disabled={busy || index === count - 1}
        onClick={() => move(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn-ghost px-3 py-1 text-spice-700"
        disabled={busy || count === 1}
        title={count === 1 ? 'A product keeps at least one pack' : undefined}
        onClick={remove}
      >
        {busy ? 'Working…' : 'Delete'}
      </button>
      {failure && (
        <span role="alert" className="text-sm text-spice-700">
          {failure}
        </span>
      )}
    </>
  );
}

'use client';

import { countLabel } from '@/lib/format/words';
import { useState } from 'react';
import type { Option } from '../options';
import { adminCategoriesApi } from '@/lib/api-client/admin-categories';
import { RowActions } from '../RowActions';
import { useAdminWrite } from '../useAdminWrite';
import { CategoryForm, type CategoryRow } from './CategoryForm';

export type CategoryNode = CategoryRow & { productCount?: number; children: CategoryNode[] };

function Node({ node, parents, depth }: { node: CategoryNode; parents: Option[]; depth: number }) {
  const [editing, setEditing] = useState(false);
  const { send, busy } = useAdminWrite(adminCategoriesApi.remove);
  return (
    <li className={depth ? 'ml-5 border-l border-line pl-3' : ''}>
      <div className="flex flex-wrap items-center justify-between gap-2 py-2">
        <span className="flex items-center gap-2">
          {node.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- small back-office thumbnail
            <img src={node.imageUrl} alt="" className="h-8 w-8 rounded object-cover" />
          )}
          <span className="font-medium">{node.title}</span>
          <span className="text-xs text-muted">
            /{node.slug} · order {node.displayOrder}
            {node.productCount !== undefined && ` · ${countLabel(node.productCount, 'product')}`}
          </span>
        </span>
        <RowActions
          label={node.title}
          open={editing}
          onToggle={() => setEditing((v) => !v)}
          onDelete={() => send(node.id, 'Category deleted')}
          busy={busy}
        />
      </div>
      {editing && (
        <div className="mb-3 rounded-xl bg-sand-50 p-3">
          <CategoryForm category={node} parents={parents} onDone={() => setEditing(false)} />
        </div>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((c) => (
            <Node key={c.id} node={c} parents={parents} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The categories as they nest in the shop's menu, each editable in place. */
export function CategoryTree({ roots, parents }: { roots: CategoryNode[]; parents: Option[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white px-5 py-2 shadow-card">
      {roots.map((n) => (
        <Node key={n.id} node={n} parents={parents} depth={0} />
      ))}
    </ul>
  );
}

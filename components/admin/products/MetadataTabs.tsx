'use client';

import { RichTextField } from '../editor/RichTextField';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import type { Tab } from './product-form-state';
import { chooseTab, OTHER_TAB, TAB_TITLES, tabChoiceOf } from './tab-names';
import { HINDI_TAB_TITLES } from '@/lib/catalog/hindi-tab-titles';
import { LIMITS } from '@/lib/catalog/admin-schemas';
import { HindiRichTextField, HindiTextField } from '../hindi/HindiFields';

type Props = { tabs: Tab[]; onChange: (tabs: Tab[]) => void; error?: string };

const CHOICES = [
  ...Object.entries(TAB_TITLES).map(([value, label]) => ({ value, label })),
  { value: OTHER_TAB, label: 'Other (type a title)' },
];

/** The product page's extra tabs (How to use, Ingredients…): a name picked from the list and a rich-text body each. */
export function MetadataTabs({ tabs, onChange, error }: Props) {
  const set = (i: number, next: Tab) => onChange(tabs.map((t, j) => (j === i ? next : t)));
  /** The tab with one of its Hindi words changed. */
  const setHindi = (i: number, field: 'title' | 'content', text: string) =>
    set(i, {
      ...tabs[i],
      translations: { hi: { ...tabs[i].translations?.hi, [field]: text } },
    });
  const unused = Object.keys(TAB_TITLES).find((type) => !tabs.some((t) => t.type === type));
  const add = () =>
    onChange([
      ...tabs,
      unused ? { type: unused, title: TAB_TITLES[unused], content: '' } : { type: OTHER_TAB, title: '', content: '' },
    ]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Information tabs</legend>
      <p className="text-xs text-muted">Shown after the Description on the product page, in this order.</p>
      {tabs.map((tab, i) => {
        const choice = tabChoiceOf(tab.type);
        return (
          <div key={i} className="space-y-3 rounded-xl border border-sand-200 p-3">
            <div className="grid gap-2 sm:grid-cols-2">
              <SelectField
                label={`Tab ${i + 1}`}
                options={CHOICES}
                value={choice}
                onChange={(e) => set(i, chooseTab(tab, e.target.value))}
              />
              {choice === OTHER_TAB && (
                <TextField
                  label={`Tab ${i + 1} title`}
                  value={tab.title}
                  maxLength={80}
                  onChange={(e) => set(i, { ...tab, title: e.target.value })}
                />
              )}
              <HindiTextField
                label={`Tab ${i + 1} title`}
                maxLength={LIMITS.tabTitle}
                placeholder={HINDI_TAB_TITLES[tab.type]}
                hint={
                  HINDI_TAB_TITLES[tab.type]
                    ? `Left empty, a tab with Hindi text is titled ${HINDI_TAB_TITLES[tab.type]}.`
                    : undefined
                }
                value={tab.translations?.hi?.title ?? ''}
                onChange={(text) => setHindi(i, 'title', text)}
              />
            </div>
            <RichTextField
              label={`${tab.title || `Tab ${i + 1}`} text`}
              value={tab.content}
              onChange={(content) => set(i, { ...tab, content })}
            />
            <HindiRichTextField
              label={`${tab.title || `Tab ${i + 1}`} text`}
              value={tab.translations?.hi?.content ?? ''}
              onChange={(text) => setHindi(i, 'content', text)}
            />
            <button
              type="button"
              className="btn btn-ghost px-3 py-1.5 text-spice-700"
              onClick={() =>
                window.confirm(`Remove the tab "${tab.title || i + 1}"?`) && onChange(tabs.filter((_, j) => j !== i))
              }
            >
              Remove tab {i + 1}
            </button>
          </div>
        );
      })}
      {error && <p className="text-sm text-spice-600">{error}</p>}
      <button type="button" className="btn btn-outline px-3 py-1.5" onClick={add} disabled={tabs.length >= 12}>
        Add a tab
      </button>
    </fieldset>
  );
}

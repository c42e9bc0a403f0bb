import { lazy, Suspense, useState } from 'react';
import styles from './lazy-multi-select.module.css';
import type { MultiSelectProps } from './multi-select-props.ts';

// antd's Select (search, tags, the popup) is fetched when the pointer or focus reaches the field.
const loadSelect = () => import('./antd-multi-select.tsx');
const AntdMultiSelect = lazy(() => loadSelect().then((m) => ({ default: m.AntdMultiSelect })));

/**
 * A multiple choice with search (majors, certificates): a light field showing the choice until the pointer or the
 * focus reaches it, then antd's Select in its place, focused, and opened if the pointer brought it (ADR 0097).
 */
export function LazyMultiSelect(props: MultiSelectProps) {
  // How the field was reached: the pointer opens the list at once, the keyboard only focuses it (Tab passes on).
  const [active, setActive] = useState<false | 'pointer' | 'keyboard'>(false);
  const chosen = (props.value ?? [])
    .map((id) => props.options.find((option) => option.value === id)?.label)
    .filter((label): label is string => Boolean(label));
  const preview = (
    <button
      type="button"
      id={props.id}
      className={styles.field}
      aria-haspopup="listbox"
      onPointerEnter={() => void loadSelect()}
      // Pointer down comes before the focus it gives, so a click is known as one.
      onPointerDown={() => setActive('pointer')}
      onFocus={() => setActive((how) => how || 'keyboard')}
      onClick={() => setActive((how) => how || 'pointer')}
    >
      {chosen.length === 0 ? (
        <span className={styles.placeholder}>{props.placeholder}</span>
      ) : (
        <span className={styles.chosen}>{chosen.join('、')}</span>
      )}
    </button>
  );
  if (!active) return preview;
  return (
    <Suspense fallback={preview}>
      <AntdMultiSelect {...props} openAtStart={active === 'pointer'} />
    </Suspense>
  );
}

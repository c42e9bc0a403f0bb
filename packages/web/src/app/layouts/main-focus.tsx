import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './layouts.module.css';

/** The id of each layout's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

/** The first Tab stop of a layout: hidden until focused, it moves the focus past the header to the page. */
export function SkipLink() {
  const { t } = useTranslation(['common', 'layout']);
  return (
    <a
      href={`#${MAIN_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        // Focused here rather than by the browser's fragment jump, which would add #main to the address.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('layout:skipToMain')}
    </a>
  );
}

// Where the app was opened: that first page keeps the browser's focus (a fresh load starts at the skip link).
const openedAt = typeof window === 'undefined' ? undefined : window.location.pathname;
let navigated = false;

const focusQuietly = (element: HTMLElement) => {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
};

/**
 * After an in-app navigation, the focus goes to the new page's heading (its h1, or `<main>` until one is drawn), so
 * the keyboard and a screen reader start at the new content rather than on the link that led there or the body.
 */
export function useFocusOnNavigation() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (!navigated && (key === 'default' || pathname === openedAt)) return;
    navigated = true;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // A field the new page focused on its own keeps the focus.
    const active = document.activeElement;
    if (active !== main && main.contains(active) && active?.matches('input, textarea, select, [contenteditable]')) {
      return;
    }
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) return focusQuietly(heading);
    focusQuietly(main);
    // The page may draw its heading once its data arrives: the focus follows, unless the user has moved it.
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main) return observer.disconnect();
      const drawn = main.querySelector<HTMLElement>('h1');
      if (drawn) {
        observer.disconnect();
        focusQuietly(drawn);
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, key]);
}

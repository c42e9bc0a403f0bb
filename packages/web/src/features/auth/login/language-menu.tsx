import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LANGUAGES, type Language } from '@app/shared';
import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginHost } from './host.ts';
import { Icon } from './icon.tsx';
import styles from './login-screen.module.css';

/** The zh / en switch of the login screen: a menu button, as the app's language menu (no antd). Memoised as BrandPanel. */
export const LanguageMenu = memo(function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const host = useLoginHost();
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function choose(code: Language) {
    close();
    if (code !== language) void host.changeLanguage(code);
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  }

  return (
    <div className={styles.languageBox} ref={box}>
      <button
        ref={button}
        type="button"
        className={styles.languageButton}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        title={t('language.label')}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon icon={GlobalOutlined} />
        <span className={styles.languageLong}>{t(`language.${language}`)}</span>
        <span className={styles.languageShort}>{t('language.short')}</span>
        <Icon icon={DownOutlined} className={styles.languageCaret} />
      </button>
      {open && (
        <div className={styles.languageMenu} role="menu" aria-label={t('language.label')} onKeyDown={onMenuKey}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitem"
              aria-current={code === language ? 'true' : undefined}
              className={styles.languageItem}
              onClick={() => choose(code)}
            >
              {t(`language.${code}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
});

import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LANGUAGES, type Language } from '@app/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../../lib/use-menu.ts';
import { useLoginHost } from './host.ts';
import { Icon } from './icon.tsx';
import styles from './login-screen.module.css';

/** The zh / en switch of the login screen: a menu button, as the app's language menu (no antd). Memoised as BrandPanel. */
export const LanguageMenu = memo(function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const host = useLoginHost();
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const { open, toggle, close, box, trigger, onMenuKey } = useMenu<HTMLDivElement>();

  function choose(code: Language) {
    close();
    if (code !== language) void host.changeLanguage(code);
  }

  return (
    <div className={styles.languageBox} ref={box}>
      <button
        ref={trigger}
        type="button"
        className={styles.languageButton}
        aria-haspopup="menu"
        aria-expanded={open}
        title={t('language.label')}
        onClick={toggle}
      >
        <Icon icon={GlobalOutlined} />
        {/* Named by what it shows (the long or, on a phone, the short name), after what it is (WCAG 2.5.3). */}
        <span className={styles.srOnly}>{t('language.label')} </span>
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

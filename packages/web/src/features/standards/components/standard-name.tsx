import { useLanguage } from '../../../lib/i18n.ts';
import type { Standard } from '../api.ts';
import styles from '../standards.module.css';

/** Both names of a standard, the interface language's first (the other below it, smaller). */
export function StandardName({ standard }: { standard: Pick<Standard, 'ch_name' | 'en_name'> }) {
  const language = useLanguage();
  const [first, second] =
    language === 'en' && standard.en_name ? [standard.en_name, standard.ch_name] : [standard.ch_name, standard.en_name];
  return (
    <span>
      <span lang={first === standard.ch_name ? 'zh-CN' : 'en'}>{first}</span>
      {second && (
        <span className={styles.enName} lang={second === standard.ch_name ? 'zh-CN' : 'en'}>
          {second}
        </span>
      )}
    </span>
  );
}

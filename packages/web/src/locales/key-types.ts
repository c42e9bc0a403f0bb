/**
 * The locale files' shape, for the compiler: `t()` takes only keys of the Chinese files (the app's default language),
 * and the English files must have the same keys, or the type check fails naming the key. i18next's types take
 * `namespace:key` only from a namespace the hook was given: a component names every namespace it reads
 * (`useTranslation(['jobs', 'common'])`). What types cannot see, the texts themselves (placeholders, plural counts, no
 * empty text), locales.test.ts checks.
 */

import type accountEn from './en/account.json';
import type adminEn from './en/admin.json';
import type adminAuditEn from './en/admin-audit.json';
import type adminBidsEn from './en/admin-bids.json';
import type adminCatalogEn from './en/admin-catalog.json';
import type adminCoursesEn from './en/admin-courses.json';
import type adminDashboardEn from './en/admin-dashboard.json';
import type adminForumEn from './en/admin-forum.json';
import type adminSlidesEn from './en/admin-slides.json';
import type adminStandardsEn from './en/admin-standards.json';
import type adminUsersEn from './en/admin-users.json';
import type authEn from './en/auth.json';
import type bidsEn from './en/bids.json';
import type catalogPagesEn from './en/catalog-pages.json';
import type commonEn from './en/common.json';
import type companyEn from './en/company.json';
import type coursesEn from './en/courses.json';
import type forumEn from './en/forum.json';
import type forumEditorEn from './en/forum-editor.json';
import type homeEn from './en/home.json';
import type homepageEn from './en/homepage.json';
import type jobsEn from './en/jobs.json';
import type layoutEn from './en/layout.json';
import type messagesEn from './en/messages.json';
import type notificationsEn from './en/notifications.json';
import type permissionsEn from './en/permissions.json';
import type resumesEn from './en/resumes.json';
import type standardsEn from './en/standards.json';
import type talentsEn from './en/talents.json';
import type accountZh from './zh/account.json';
import type adminZh from './zh/admin.json';
import type adminAuditZh from './zh/admin-audit.json';
import type adminBidsZh from './zh/admin-bids.json';
import type adminCatalogZh from './zh/admin-catalog.json';
import type adminCoursesZh from './zh/admin-courses.json';
import type adminDashboardZh from './zh/admin-dashboard.json';
import type adminForumZh from './zh/admin-forum.json';
import type adminSlidesZh from './zh/admin-slides.json';
import type adminStandardsZh from './zh/admin-standards.json';
import type adminUsersZh from './zh/admin-users.json';
import type authZh from './zh/auth.json';
import type bidsZh from './zh/bids.json';
import type catalogPagesZh from './zh/catalog-pages.json';
import type commonZh from './zh/common.json';
import type companyZh from './zh/company.json';
import type coursesZh from './zh/courses.json';
import type forumZh from './zh/forum.json';
import type forumEditorZh from './zh/forum-editor.json';
import type homeZh from './zh/home.json';
import type homepageZh from './zh/homepage.json';
import type jobsZh from './zh/jobs.json';
import type layoutZh from './zh/layout.json';
import type messagesZh from './zh/messages.json';
import type notificationsZh from './zh/notifications.json';
import type permissionsZh from './zh/permissions.json';
import type resumesZh from './zh/resumes.json';
import type standardsZh from './zh/standards.json';
import type talentsZh from './zh/talents.json';

/** The namespace `t()` reads when a key names none (lib/i18n-options.ts). */
export const DEFAULT_NAMESPACE = 'common';

type Chinese = {
  account: typeof accountZh;
  'admin-audit': typeof adminAuditZh;
  'admin-bids': typeof adminBidsZh;
  'admin-catalog': typeof adminCatalogZh;
  'admin-courses': typeof adminCoursesZh;
  'admin-dashboard': typeof adminDashboardZh;
  'admin-forum': typeof adminForumZh;
  'admin-slides': typeof adminSlidesZh;
  'admin-standards': typeof adminStandardsZh;
  'admin-users': typeof adminUsersZh;
  admin: typeof adminZh;
  auth: typeof authZh;
  bids: typeof bidsZh;
  'catalog-pages': typeof catalogPagesZh;
  common: typeof commonZh;
  company: typeof companyZh;
  courses: typeof coursesZh;
  'forum-editor': typeof forumEditorZh;
  forum: typeof forumZh;
  home: typeof homeZh;
  homepage: typeof homepageZh;
  jobs: typeof jobsZh;
  layout: typeof layoutZh;
  messages: typeof messagesZh;
  notifications: typeof notificationsZh;
  permissions: typeof permissionsZh;
  resumes: typeof resumesZh;
  standards: typeof standardsZh;
  talents: typeof talentsZh;
};

type English = {
  account: typeof accountEn;
  'admin-audit': typeof adminAuditEn;
  'admin-bids': typeof adminBidsEn;
  'admin-catalog': typeof adminCatalogEn;
  'admin-courses': typeof adminCoursesEn;
  'admin-dashboard': typeof adminDashboardEn;
  'admin-forum': typeof adminForumEn;
  'admin-slides': typeof adminSlidesEn;
  'admin-standards': typeof adminStandardsEn;
  'admin-users': typeof adminUsersEn;
  admin: typeof adminEn;
  auth: typeof authEn;
  bids: typeof bidsEn;
  'catalog-pages': typeof catalogPagesEn;
  common: typeof commonEn;
  company: typeof companyEn;
  courses: typeof coursesEn;
  'forum-editor': typeof forumEditorEn;
  forum: typeof forumEn;
  home: typeof homeEn;
  homepage: typeof homepageEn;
  jobs: typeof jobsEn;
  layout: typeof layoutEn;
  messages: typeof messagesEn;
  notifications: typeof notificationsEn;
  permissions: typeof permissionsEn;
  resumes: typeof resumesEn;
  standards: typeof standardsEn;
  talents: typeof talentsEn;
};

/** Every text's key, `namespace:path.to.key`. */
type Keys<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type NamespacedKeys<T> = { [N in keyof T & string]: Keys<T[N], `${N}:`> }[keyof T & string];

type ChineseKey = NamespacedKeys<Chinese>;
type EnglishKey = NamespacedKeys<English>;
/** English counts take i18next's plural forms, `key_one` and `key_other`; Chinese has one form, `key` itself. */
type PluralForm = 'one' | 'other';
type Singular<K> = K extends `${infer Key}_${PluralForm}` ? Key : K;
type PluralOf<K> = K extends `${infer Key}_${PluralForm}` ? Key : never;
type Plural = PluralOf<EnglishKey>;

/** `Resources` itself; a `Problem` other than `never` is a compile error here that names its keys. */
type Checked<Resources, _Problem extends never> = Resources;

// The Chinese shape, checked against the English one step by step (a failed step says which keys and why).
type EnglishHasEveryKey = Checked<Chinese, `${Exclude<ChineseKey, Singular<EnglishKey>>} is missing in English`>;
type EnglishHasNoOtherKey = Checked<
  EnglishHasEveryKey,
  `${Exclude<Singular<EnglishKey>, ChineseKey>} is in English only`
>;
type EnglishPluralsComplete = Checked<
  EnglishHasNoOtherKey,
  `${Exclude<`${Plural}_${PluralForm}`, EnglishKey>} is missing (an English plural takes both forms)`
>;
type Resources = Checked<EnglishPluralsComplete, `${Extract<Plural, EnglishKey>} is in English both plain and plural`>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: Resources;
  }
}

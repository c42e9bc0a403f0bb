import { UserOutlined } from '@ant-design/icons';
import type { Resume } from '@app/shared';
import { Alert, Avatar, Descriptions, Empty, Image, Skeleton, Tag } from 'antd';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCatalogName } from '../../catalog/api.ts';
import { CatalogLink } from '../../catalog/components/catalog-link.tsx';
import { CompanyFooter } from '../../company-info/components/company-footer.tsx';
import { degreeLabel, genderLabel, imageTypeLabel, statusLabel } from '../labels.ts';
import { groupByProject } from '../project-groups.ts';
import styles from './resume-viewer.module.css';

type Props = {
  resume: Resume | undefined;
  loading?: boolean;
  error?: unknown;
  /** Majors and certificates link to their pages (not on the public bid pages: no login there). */
  catalogLinks?: boolean;
  /**
   * Shown instead of the mobile, email, WeChat, address and birth date: on bid pages, how to reach an engineer who
   * keeps her contacts to herself (docs/decisions/0123-bids.md).
   */
  contactNote?: string | undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      {/* The A4 export never ends a page right after a heading (lib/pdf-export.ts). */}
      <h3 className={styles.sectionTitle} data-pdf-keep-with-next>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Nothing({ text }: { text: string }) {
  return <span className={styles.muted}>{text}</span>;
}

/**
 * A resume as docs/product/resumes.md#the-resume-viewer lists it: header (avatar, name and
 * Chinese name, gender, age, education / status / experience tags), contact table, video resume,
 * introduction, majors, certificates, project experience, certificate photos, project photos grouped by
 * project name, company contact footer. Used by /user/resume, /talent/{id} and the bid pages; the ref
 * is the element the PDF export captures.
 */
export const ResumeViewer = forwardRef<HTMLDivElement, Props>(function ResumeViewer(
  { resume, loading, error, catalogLinks = false, contactNote },
  ref,
) {
  const { t } = useTranslation(['resumes', 'common']);
  const language = useLanguage();
  const catalogName = useCatalogName();
  // antd's xs (a phone) by lib/use-media-query.ts rather than antd's breakpoints: a page the server draws knows it
  // too (ADR 0097), so the drawn resume has the columns the app's will.
  const phone = useMediaQuery(PHONE_QUERY);

  if (error) return <Alert type="error" showIcon title={errorMessage(error, t('viewer.loadFailed'))} />;
  if (loading || !resume) {
    return (
      <div className={styles.paper} data-testid="resume-skeleton">
        <Skeleton avatar={{ size: 96 }} active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  // Gender and age only: the address has its labelled row under contacts (left out for bid clients who may not see
  // it), and the resume's own `location` is a project's site (the form never asks for it), not where the candidate
  // lives or wants to work.
  const facts = [
    genderLabel(resume.gender, language),
    resume.age !== null ? t('viewer.age', { age: resume.age }) : '',
  ].filter(Boolean);
  const none = t('viewer.none');
  const personal = contactNote
    ? [{ key: 'contact', label: t('fields.contact'), children: contactNote }]
    : [
        { key: 'mobile', label: t('fields.mobile'), children: resume.mobile || none },
        { key: 'email', label: t('fields.email'), children: resume.email || none },
        { key: 'wechat', label: t('fields.wechat'), children: resume.wechat || none },
        { key: 'address', label: t('fields.address'), children: resume.address || none },
      ];
  const contact = [
    ...personal,
    { key: 'company', label: t('fields.company'), children: resume.company || none },
    ...(contactNote ? [] : [{ key: 'birthday', label: t('fields.birthday'), children: resume.birthday || none }]),
    ...(resume.client ? [{ key: 'client', label: t('fields.client'), children: resume.client }] : []),
    ...(resume.vendor ? [{ key: 'vendor', label: t('fields.vendor'), children: resume.vendor }] : []),
  ];
  const pictureGroups = groupByProject(Object.values(resume.project_pic_list).flat());

  return (
    <article className={styles.paper} ref={ref} data-testid="resume-viewer">
      <header className={styles.header}>
        <Avatar size={96} src={resume.profile_pic_url || undefined} icon={<UserOutlined />} alt={resume.name} />
        <div className={styles.headerText}>
          <h2 className={styles.name}>
            {resume.name}
            {resume.chinese_name && resume.chinese_name !== resume.name && (
              <span className={styles.chineseName}>{resume.chinese_name}</span>
            )}
          </h2>
          <div className={styles.facts}>
            {facts.map((fact, index) => (
              <span key={fact}>
                {index > 0 && <span className={styles.factSep}>|</span>}
                {fact}
              </span>
            ))}
          </div>
          <div>
            {resume.degree !== null && <Tag color="blue">{degreeLabel(resume.degree, language)}</Tag>}
            {resume.status !== null && <Tag color="green">{statusLabel(resume.status, language)}</Tag>}
            {resume.experience !== null && (
              <Tag color="purple">{t('viewer.experience', { count: resume.experience })}</Tag>
            )}
          </div>
        </div>
      </header>

      <Section title={t('viewer.contact')}>
        <Descriptions bordered size="small" column={phone ? 1 : 2} items={contact} />
      </Section>

      <Section title={t('viewer.video')}>
        {resume.vcr_url ? (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: a candidate's own recording has no caption track */}
            <video className={styles.video} src={resume.vcr_url} controls preload="metadata" data-pdf-skip />
            <p className={styles.pdfOnly} data-pdf-only>
              {t('viewer.videoInPdf')}
            </p>
          </>
        ) : (
          <Nothing text={t('viewer.noVideo')} />
        )}
      </Section>

      <Section title={t('viewer.introduction')}>
        {resume.self_desc ? <p className={styles.intro}>{resume.self_desc}</p> : <Nothing text={none} />}
      </Section>

      <Section title={t('viewer.majors')}>
        {resume.major_list.length ? (
          resume.major_list.map((major) => (
            <CatalogLink key={major.id} kind="major" id={major.id} enabled={catalogLinks}>
              <Tag color="geekblue">{catalogName(major)}</Tag>
            </CatalogLink>
          ))
        ) : (
          <Nothing text={none} />
        )}
      </Section>

      <Section title={t('viewer.certificates')}>
        {resume.cert_list.length ? (
          resume.cert_list.map((cert) => (
            <CatalogLink key={cert.id} kind="certificate" id={cert.id} enabled={catalogLinks}>
              <Tag color="gold">{catalogName(cert)}</Tag>
            </CatalogLink>
          ))
        ) : (
          <Nothing text={none} />
        )}
      </Section>

      <Section title={t('viewer.projects')}>
        {resume.project_list.length ? (
          resume.project_list.map((project) => (
            <div className={styles.project} key={project.id}>
              <div className={styles.projectHead}>
                <span>
                  {project.project_name}
                  {project.chinese_name && <span className={styles.muted}> · {project.chinese_name}</span>}
                </span>
                <span>
                  {project.start_time} ~ {project.end_time}
                </span>
              </div>
              <div className={styles.projectMeta}>
                {(
                  [
                    ['position', project.position],
                    ['client', project.client],
                    ['location', project.location],
                    ['vendor', project.vendor],
                  ] as const
                )
                  .filter(([, value]) => value)
                  .map(([field, value]) => t('viewer.labelValue', { label: t(`fields.${field}`), value }))
                  .join('  ·  ')}
              </div>
              <p className={styles.projectText}>{project.description}</p>
            </div>
          ))
        ) : (
          <Nothing text={none} />
        )}
      </Section>

      <Section title={t('viewer.certificatePhotos')}>
        {resume.cert_pic_list.length ? (
          <div className={styles.gallery}>
            {resume.cert_pic_list.map((pic) => (
              <figure className={styles.figure} key={pic.id}>
                <Image src={pic.cert_url} alt={pic.title} width="100%" height={150} style={{ objectFit: 'cover' }} />
                <figcaption className={styles.caption}>{pic.title}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('viewer.noCertificatePhotos')} />
        )}
      </Section>

      <Section title={t('viewer.projectPhotos')}>
        {pictureGroups.length ? (
          pictureGroups.map(([projectName, pictures]) => (
            <div key={projectName}>
              <div className={styles.groupTitle} data-pdf-keep-with-next>
                {projectName}
              </div>
              <div className={styles.gallery}>
                {pictures.map((pic) => (
                  <figure className={styles.figure} key={pic.pic_id}>
                    <Image src={pic.ppic_url} alt={pic.desc} width="100%" height={150} style={{ objectFit: 'cover' }} />
                    <figcaption className={styles.caption}>
                      <Tag>{imageTypeLabel(pic.type, language)}</Tag>
                      {pic.desc}
                    </figcaption>
                  </figure>
                ))}
              </div>
            </div>
          ))
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('viewer.noProjectPhotos')} />
        )}
      </Section>

      <footer className={styles.footer}>
        <CompanyFooter
          fallback={
            <>
              <span>{t('viewer.footerCompany', { brand: t('common:brand.name') })}</span>
              <span>{t('viewer.footerContact')}</span>
            </>
          }
        />
      </footer>
    </article>
  );
});

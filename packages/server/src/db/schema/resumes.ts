import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { certificates, majors } from './catalog.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A job seeker's resume (docs/product/resumes.md), one row per user. The display name is the account's
 * nick_name and the avatar its profile_pic_url (both on users); everything else lives here.
 */
export const resumes = pgTable(
  'resumes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chineseName: text('chinese_name').notNull().default(''),
    /** 'male' | 'female'; null until first saved. */
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    /** 0 high school, 1 associate, 2 bachelor, 3 master, 4 doctorate (`DEGREES`). */
    degree: smallint('degree'),
    /** 1 employed, 2 seeking, 3 employed but open to offers. */
    status: smallint('status'),
    experience: smallint('experience'),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    wechat: text('wechat').notNull().default(''),
    address: text('address').notNull().default(''),
    company: text('company').notNull().default(''),
    client: text('client').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    location: text('location').notNull().default(''),
    selfDesc: text('self_desc').notNull().default(''),
    /** Storage key of the video resume ('' when none); answers carry a signed URL instead. */
    videoKey: text('video_key').notNull().default(''),
    /** 1 open to every HR, 0 closed (an HR needs the candidate's permission). */
    enableResume: smallint('enable_resume').notNull().default(1),
    /** 1: bid clients see the contact details; 0 (default): they see the platform's instead (ADR 0123). */
    bidContacts: smallint('bid_contacts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('resumes_degree_known', sql`${t.degree} between 0 and 4`),
    check('resumes_status_known', sql`${t.status} between 1 and 3`),
    check('resumes_experience_range', sql`${t.experience} between 0 and 50`),
    check('resumes_gender_known', sql`${t.gender} in ('male', 'female')`),
    check('resumes_enable_resume_flag', sql`${t.enableResume} in (0, 1)`),
    check('resumes_bid_contacts_flag', sql`${t.bidContacts} in (0, 1)`),
    index('resumes_enable_resume_idx').on(t.enableResume),
  ],
);

export const userMajors = pgTable(
  'user_majors',
  {
    userId: ownerId(),
    majorId: integer('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.majorId] }), index('user_majors_major_idx').on(t.majorId)],
);

export const userCertificates = pgTable(
  'user_certificates',
  {
    userId: ownerId(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.certificateId] }),
    index('user_certificates_certificate_idx').on(t.certificateId),
  ],
);

/** Project experience. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    projectName: text('project_name').notNull(),
    chineseName: text('chinese_name').notNull().default(''),
    position: text('position').notNull(),
    description: text('description').notNull(),
    startTime: date('start_time', { mode: 'string' }).notNull(),
    endTime: date('end_time', { mode: 'string' }).notNull(),
    client: text('client').notNull().default(''),
    location: text('location').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('projects_end_not_before_start', sql`${t.endTime} >= ${t.startTime}`),
    index('projects_user_idx').on(t.userId, t.startTime.desc()),
  ],
);

/** Certificate photos (cert_pic_list: id, cert_url, title). */
export const certificatePhotos = pgTable(
  'certificate_photos',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('certificate_photos_user_idx').on(t.userId)],
);

/** Project images (project_pic_list), grouped on screen by project name. */
export const projectImages = pgTable(
  'project_images',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    projectName: text('project_name').notNull(),
    description: text('description').notNull(),
    /** design | prototype | product | other */
    type: text('type').notNull().default('other'),
    fileKey: text('file_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('project_images_type_known', sql`${t.type} in ('design', 'prototype', 'product', 'other')`),
    index('project_images_user_idx').on(t.userId, t.projectName),
  ],
);

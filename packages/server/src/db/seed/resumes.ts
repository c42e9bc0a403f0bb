import { ROLES } from '@app/shared';
import { FILES_PREFIX } from '../../lib/storage/file-urls.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { newStorageKey } from '../../lib/storage/uploads.ts';
import {
  certificatePhotos,
  certificates,
  majors,
  projectImages,
  projects,
  resumes,
  userCertificates,
  userMajors,
} from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { drawAvatar, drawCertificate, drawProjectSheet } from './resume-images.ts';
import { DEMO_SEEKERS, type DemoSeeker, SPECIALTIES, type SpecialtyProfile } from './resumes-data.ts';
import type { Seeding } from './seeding.ts';

/** Years after birth at which a career starts, by degree (`DEGREES` codes). */
const CAREER_START_AGE = [19, 21, 22, 25, 28] as const;
/** How many seekers also get a certificate photo and a project drawing. */
const WITH_PICTURES = 10;

const STATUS_TEXT = {
  zh: { 1: '目前在职，可沟通合适的机会。', 2: '已离职，可随时到岗。', 3: '在职，正在考虑更好的发展机会。' },
  en: {
    1: 'Currently employed.',
    2: 'Available to start immediately.',
    3: 'Employed and open to the right opportunity.',
  },
} as const;

function experienceOf(person: DemoSeeker, year: number) {
  const start = Number(person.birthday.slice(0, 4)) + CAREER_START_AGE[person.degree];
  return { start, years: Math.min(50, Math.max(0, year - start)) };
}

type SeedProject = typeof projects.$inferInsert;

/** Up to three projects, most recent first, never before the career started. */
function projectsOf(person: DemoSeeker, profile: SpecialtyProfile, index: number, year: number, userId: number) {
  const { start, years } = experienceOf(person, year);
  const count = years >= 6 ? 3 : years >= 3 ? 2 : 1;
  const rows: SeedProject[] = [];
  for (let k = 0; k < count; k++) {
    const project = profile.projects[(index + k) % profile.projects.length];
    if (!project) continue;
    const endYear = year - 1 - k * 3;
    const startYear = Math.max(start, endYear - 2);
    const senior = years - k * 3 >= 8;
    rows.push({
      userId,
      projectName: person.english ? project.en : project.zh,
      chineseName: person.english ? project.zh : '',
      position: (person.english ? profile.positions.en : profile.positions.zh)[senior ? 1 : 0],
      description: person.english ? project.work[1] : project.work[0],
      startTime: `${startYear}-0${1 + ((index + k) % 9)}-01`,
      endTime: `${Math.max(endYear, startYear + 1)}-06-30`,
      client: project.client,
      location: project.location,
      vendor: project.vendor,
    });
  }
  return rows;
}

function selfIntroduction(person: DemoSeeker, profile: SpecialtyProfile, years: number, names: string[]) {
  if (person.english) {
    return (
      `${years} years in ${profile.en}${person.company ? ` at ${person.company}` : ''}. ` +
      `Worked on ${names.join(', ')}. Tools: ${profile.tools}. ${STATUS_TEXT.en[person.status]}`
    );
  }
  return (
    `${years} 年${profile.zh}经验${person.company ? `，现就职于${person.company}` : ''}。` +
    `参与${names.join('、')}等项目，熟练使用 ${profile.tools}。${STATUS_TEXT.zh[person.status]}`
  );
}

async function storePng(
  storage: Storage,
  kind: 'avatar' | 'certificate' | 'projectImage',
  userId: number,
  png: Buffer,
) {
  const key = newStorageKey(kind, userId, 'png');
  await storage.put(key, png);
  return key;
}

/**
 * At least 30 complete bilingual resumes: base info, self introduction, majors, certificates,
 * projects and a drawn avatar for every seeker; certificate photos and project drawings for the first ten;
 * five resumes closed. The README's seekers 13700000001-3 get resumes too.
 */
export async function seedResumes(seeding: Seeding, now = new Date()): Promise<void> {
  const { tx, storage, accounts } = seeding;
  const year = now.getFullYear();
  // Seekers already there (the README logins) keep their account and get a resume too.
  await accounts.createMany(
    DEMO_SEEKERS.map((p) => ({ phone: p.phone, role: ROLES.seeker, nickName: p.nickName })),
    DEMO_PASSWORD,
  );
  const idByPhone = await accounts.idsByPhone(DEMO_SEEKERS.map((p) => p.phone));
  const majorIds = new Map((await tx.select().from(majors)).map((m) => [m.name, m.id]));
  const certIds = new Map((await tx.select().from(certificates)).map((c) => [c.name, c.id]));

  for (const [index, person] of DEMO_SEEKERS.entries()) {
    const userId = idByPhone.get(person.phone);
    if (userId === undefined) throw new Error(`demo seeker ${person.phone} was not created`);
    const profile = SPECIALTIES[person.specialty];
    const { years } = experienceOf(person, year);
    const projectRows = projectsOf(person, profile, index, year, userId);
    const latest = projectRows[0];
    const heldCerts = years >= 8 ? profile.seniorCerts : profile.juniorCerts;
    const email = person.english
      ? `${person.nickName.toLowerCase().replace(/\s+/g, '.')}@example.com`
      : `${person.phone}@139.com`;

    await tx.insert(resumes).values({
      userId,
      chineseName: person.chineseName,
      gender: person.gender,
      birthday: person.birthday,
      degree: person.degree,
      status: person.status,
      experience: years,
      mobile: person.phone,
      email,
      wechat: `eng_${person.phone.slice(-4)}`,
      address: person.address,
      company: person.company,
      client: latest?.client ?? '',
      vendor: latest?.vendor ?? '',
      location: latest?.location ?? '',
      selfDesc: selfIntroduction(
        person,
        profile,
        years,
        projectRows.map((p) => p.projectName),
      ),
      enableResume: person.closed ? 0 : 1,
    });
    const links = (names: string[], ids: Map<string, number>) => names.flatMap((name) => ids.get(name) ?? []);
    const ownMajors = links(profile.majors, majorIds);
    const ownCerts = links(heldCerts, certIds);
    if (ownMajors.length) await tx.insert(userMajors).values(ownMajors.map((majorId) => ({ userId, majorId })));
    if (ownCerts.length) {
      await tx.insert(userCertificates).values(ownCerts.map((certificateId) => ({ userId, certificateId })));
    }
    await tx.insert(projects).values(projectRows);

    const avatarKey = await storePng(storage, 'avatar', userId, drawAvatar(person.nickName, index));
    await accounts.setAvatar(userId, `${FILES_PREFIX}${avatarKey}`);

    if (index < WITH_PICTURES && latest) {
      const title = heldCerts[0] ?? profile.majors[0] ?? '';
      const holder = person.chineseName || person.nickName;
      const number = `${year - 3}${String(100000 + index * 7919).slice(-6)}`;
      const certKey = await storePng(storage, 'certificate', userId, drawCertificate(title, holder, number));
      await tx.insert(certificatePhotos).values({ userId, title, fileKey: certKey });
      const caption = person.english ? 'General elevation' : '总体立面示意图';
      const sheetKey = await storePng(
        storage,
        'projectImage',
        userId,
        drawProjectSheet(latest.projectName, caption, index + 1),
      );
      await tx.insert(projectImages).values({
        userId,
        projectName: latest.projectName,
        description: person.english
          ? `${latest.projectName}: general elevation`
          : `${latest.projectName}总体立面示意图`,
        type: 'design',
        fileKey: sheetKey,
      });
    }
  }
}

import { seededRandom } from '@app/server/src/db/seed/random.ts';
import { SPECIALTIES, type SpecialtyProfile } from '@app/server/src/db/seed/resumes-data.ts';
import type { Account } from '@app/server/src/features/accounts/index.ts';
import type { TalentFacts } from '@app/server/src/features/resumes/index.ts';
import { talentRow } from '@app/server/src/features/talents/talent-row.ts';
import { CITIES, ROLES } from '@app/shared';
import { type Catalogue, type Plan, type Row, users } from './dataset.ts';

// The talent pool of the bench data: every generated job seeker has a resume (1M jobs: 200,000).

const DAY = 86_400_000;
const DISTRICTS = ['朝阳区', '浦东新区', '天河区', '南山区', '西湖区', '武侯区', '江宁区', '洪山区', '雁塔区'];
/** Degree codes 0-4 (high school … doctorate), bachelors the most common. */
const DEGREE_SHARES = [0.05, 0.2, 0.5, 0.2, 0.05];
const CLOSING = [
  '可接受出差，能尽快到岗。',
  '希望参与大型基础设施项目。',
  'Open to projects abroad.',
  '持续关注绿色建筑与低碳施工。',
  '有带领五人以上团队的经验。',
  '',
];
const specialties = Object.values(SPECIALTIES);

type Names = Catalogue['majors'][number];

/** One generated talent: the rows of the resume tables and what the talent pool copies from them. */
export type Talent = {
  userId: number;
  resume: Row;
  majors: Names[];
  certificates: Names[];
  projects: Row[];
  facts: TalentFacts;
  account: Account;
};

const namesOf = (all: Names[], wanted: string[]) => all.filter((n) => wanted.includes(n.name));
const asNamed = (n: Names) => ({ id: n.id, name: n.name, en_name: n.enName });

function pickDegree(r: number): number {
  let sum = 0;
  for (const [degree, share] of DEGREE_SHARES.entries()) {
    sum += share;
    if (r < sum) return degree;
  }
  return 2;
}

/** Seeker `index`'s resume, the same on every run (its own seeded generator). */
function talentOf(
  userId: number,
  index: number,
  nickName: string,
  catalogue: Catalogue,
  now: number,
  projectId: { next: number },
): Talent {
  const next = seededRandom(900_001 + index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const profile: SpecialtyProfile = pick(specialties);
  const experience = Math.floor(next() ** 1.5 * 31);
  const degree = pickDegree(next());
  const senior = experience >= 8;
  const certNames = [
    ...(senior ? profile.seniorCerts.filter(() => next() < 0.7) : []),
    ...profile.juniorCerts.filter(() => next() < (senior ? 0.4 : 0.7)),
  ];
  const majorNames = profile.majors.filter((_, i) => i === 0 || next() < 0.5);
  const city = pick(CITIES);
  const address = `${city.zh}市${pick(DISTRICTS)}${Math.floor(next() * 900) + 1} 号`;
  const updatedAt = new Date(now - Math.floor(next() * 365 * DAY) - Math.floor(next() * DAY));
  const projectCount = 1 + (experience >= 5 ? 1 : 0) + (experience >= 10 ? 1 : 0);
  const projects: Row[] = [];
  for (let k = 0; k < projectCount; k += 1) {
    const project = profile.projects[(index + k) % profile.projects.length];
    if (!project) continue;
    const endYear = new Date(now).getFullYear() - 1 - k * 3;
    projectId.next += 1;
    projects.push({
      id: projectId.next,
      userId,
      projectName: project.zh,
      position: profile.positions.zh[experience - k * 3 >= 8 ? 1 : 0],
      description: project.work[0],
      startTime: `${endYear - 2}-03-01`,
      endTime: `${endYear}-06-30`,
      client: project.client,
      location: project.location,
      vendor: project.vendor,
    });
  }
  const resume = {
    userId,
    chineseName: next() < 0.85 ? nickName : '',
    gender: next() < 0.7 ? 'male' : 'female',
    degree,
    status: 1 + Math.floor(next() * 3),
    experience,
    address,
    company: '',
    client: (projects[0]?.client as string) ?? '',
    vendor: (projects[0]?.vendor as string) ?? '',
    location: (projects[0]?.location as string) ?? '',
    selfDesc: `${experience} 年${profile.zh}经验，熟练使用 ${profile.tools}。${pick(CLOSING)}`,
    videoKey: '',
    enableResume: next() < 0.8 ? 1 : 0,
    bidContacts: 0,
    createdAt: updatedAt,
    updatedAt,
  };
  const majors = namesOf(catalogue.majors, majorNames);
  const certificates = namesOf(catalogue.certificates, certNames);
  const birthYear = new Date(now).getFullYear() - 22 - experience - (degree >= 3 ? 3 : 0);
  return {
    userId,
    resume: { ...resume, birthday: `${birthYear}-0${1 + (index % 9)}-15`, email: `seeker${index}@example.com` },
    majors,
    certificates,
    projects,
    facts: {
      resume: { ...resume, hasBirthday: true, hasEmail: true },
      majors: majors.map(asNamed),
      certificates: certificates.map(asNamed),
      projects: projects.map((p) => ({ name: p.projectName as string, position: p.position as string })),
      pictures: 0,
    },
    account: {
      id: userId,
      phone: '',
      role: ROLES.seeker,
      nickName,
      profilePicUrl: '',
      crudeNum: 0,
      disabled: false,
    },
  };
}

/** Every job seeker's resume in id order (the names come from the users generator, so they agree). */
export function* talents(p: Plan, catalogue: Catalogue, now: number): Generator<Talent> {
  const projectId = { next: 0 };
  let index = 0;
  for (const user of users(p, '', now)) {
    if (user.role !== ROLES.seeker) continue;
    yield talentOf(user.id as number, index, user.nickName as string, catalogue, now, projectId);
    index += 1;
  }
}

export function* resumeRows(p: Plan, catalogue: Catalogue, now: number): Generator<Row> {
  for (const t of talents(p, catalogue, now)) yield t.resume;
}

export function* userLinks(p: Plan, catalogue: Catalogue, now: number, kind: 'majors' | 'certificates') {
  for (const t of talents(p, catalogue, now)) {
    for (const n of t[kind])
      yield kind === 'majors' ? { userId: t.userId, majorId: n.id } : { userId: t.userId, certificateId: n.id };
  }
}

export function* projectRows(p: Plan, catalogue: Catalogue, now: number): Generator<Row> {
  for (const t of talents(p, catalogue, now)) yield* t.projects;
}

/** talent_index rows made by the server's own talentRow, so they follow any change to the tokens or the star. */
export function* talentIndexRows(p: Plan, catalogue: Catalogue, now: number): Generator<Row> {
  for (const t of talents(p, catalogue, now)) {
    const row = talentRow(t.account, t.facts);
    yield { ...row, card: JSON.stringify(row.card) };
  }
}

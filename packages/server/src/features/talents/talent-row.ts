import { TALENT_LIMITS, TALENT_STAR_MAX } from '@app/shared';
import type { TalentCardFields } from '../../db/schema/index.ts';
import { facetToken, facetTokens } from '../../lib/search/index.ts';
import { documentTokens } from '../../lib/search-tokens.ts';
import type { Account } from '../accounts/index.ts';
import type { TalentFacts } from '../resumes/index.ts';

const filled = (text: string) => text.trim() !== '';

/**
 * Resume completeness, one star for each part an HR looks for (ADR 0095): the base information, a self
 * introduction, majors and certificates, project experience, and pictures (an avatar with certificate photos,
 * project images or a video).
 */
export function resumeStar(account: Pick<Account, 'profilePicUrl'>, facts: TalentFacts): number {
  const r = facts.resume;
  const parts = [
    filled(r.chineseName) &&
      r.gender !== null &&
      r.hasBirthday &&
      r.degree !== null &&
      r.status !== null &&
      r.experience !== null &&
      r.hasEmail &&
      filled(r.address),
    filled(r.selfDesc),
    facts.majors.length > 0 && facts.certificates.length > 0,
    facts.projects.length > 0,
    filled(account.profilePicUrl) && (facts.pictures > 0 || filled(r.videoKey)),
  ];
  return Math.min(TALENT_STAR_MAX, parts.filter(Boolean).length);
}

/** Facet tokens of the minimum-experience filter: a talent holds `exp:<years>`, a search any of the years allowed. */
export const experienceToken = (years: number) => facetToken('exp', years);
/** Facet tokens of the minimum-degree filter: `deg:<code>`. */
export const degreeToken = (degree: number) => facetToken('deg', degree);

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The experience tokens a minimum lets through (none for no minimum: 0 lets everyone through). */
export const experienceAtLeast = (years: number | undefined) =>
  years ? range(years, TALENT_LIMITS.maxExperience).map(experienceToken) : [];
/** The degree tokens a minimum lets through (none for no minimum). */
export const degreeAtLeast = (degree: number | undefined) =>
  degree ? range(degree, TALENT_LIMITS.maxDegree).map(degreeToken) : [];

/** The talent_index row of a job seeker: the card, the star and the tokens (ADR 0095). */
export function talentRow(account: Account, facts: TalentFacts) {
  const r = facts.resume;
  const names = [...facts.majors, ...facts.certificates].flatMap((c) => [c.name, c.en_name]);
  const card: TalentCardFields = {
    name: account.nickName,
    chinese_name: r.chineseName,
    profile_pic_url: account.profilePicUrl,
    major: facts.majors.map((m) => m.name),
    en_major: facts.majors.map((m) => m.en_name),
    certificate: facts.certificates.map((c) => c.name),
    en_certificate: facts.certificates.map((c) => c.en_name),
    experience: r.experience,
    status: r.status,
    address: r.address,
    degree: r.degree,
    enable_resume: r.enableResume,
  };
  return {
    userId: account.id,
    listed: !account.disabled,
    stale: false,
    nickName: account.nickName,
    address: r.address,
    card,
    star: resumeStar(account, facts),
    searchTokens: [
      ...documentTokens(
        account.nickName,
        r.chineseName,
        r.address,
        r.company,
        r.location,
        r.selfDesc,
        ...names,
        ...facts.projects.flatMap((p) => [p.name, p.position]),
      ),
      ...facetTokens(
        'major',
        facts.majors.map((m) => m.id),
      ),
      ...facetTokens(
        'cert',
        facts.certificates.map((c) => c.id),
      ),
      ...(r.experience === null ? [] : [experienceToken(r.experience)]),
      ...(r.degree === null ? [] : [degreeToken(r.degree)]),
    ],
    nameTokens: documentTokens(account.nickName, r.chineseName, ...names),
    updatedAt: r.updatedAt,
  };
}

export type TalentRow = ReturnType<typeof talentRow>;

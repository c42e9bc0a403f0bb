import { describe, expect, it } from 'vitest';
import { matchScore } from './match.ts';

const ref = (id: number) => ({ id, name: `名称${id}`, en_name: `Name ${id}` });
const seeker = (certIds: number[], majorIds: number[], experience: number | null) => ({
  certIds: new Set(certIds),
  majorIds: new Set(majorIds),
  experience,
});

describe('match score', () => {
  const job = { certs: [ref(1), ref(2)], majors: [ref(10), ref(11)], experience: '5-10' };

  it('is 100 when the seeker holds every certificate, an accepted major and enough years', () => {
    expect(matchScore(job, seeker([1, 2], [11], 8))).toMatchObject({
      score: 100,
      cert_missing: [],
      major_held: [ref(11)],
      major_missing: [],
      experience_ok: true,
      required_years: 5,
    });
  });

  it('lists no major as missing once one accepted major is held (they are alternatives)', () => {
    expect(matchScore(job, seeker([1, 2], [10], 8))).toMatchObject({ major_held: [ref(10)], major_missing: [] });
    expect(matchScore(job, seeker([1, 2], [99], 8))).toMatchObject({
      major_held: [],
      major_missing: [ref(10), ref(11)],
    });
  });

  it('counts the share of certificates held (50) and lists what is lacking', () => {
    const m = matchScore(job, seeker([2], [10], 5));
    expect(m.score).toBe(25 + 30 + 20);
    expect(m.cert_held).toEqual([ref(2)]);
    expect(m.cert_missing).toEqual([ref(1)]);
  });

  it('gives no major points when none of the accepted majors is held', () => {
    expect(matchScore(job, seeker([1, 2], [99], 5)).score).toBe(50 + 0 + 20);
  });

  it('scales experience up to the band minimum', () => {
    expect(matchScore(job, seeker([1, 2], [10], 2)).score).toBe(50 + 30 + 8);
    expect(matchScore(job, seeker([1, 2], [10], 2)).experience_ok).toBe(false);
  });

  it('gives full points for what the job does not ask', () => {
    const open = { certs: [], majors: [], experience: 'fresh' };
    expect(matchScore(open, seeker([], [], 0)).score).toBe(100);
  });

  it('gives no experience points without a resume', () => {
    const open = { certs: [], majors: [], experience: 'fresh' };
    expect(matchScore(open, null)).toMatchObject({ score: 80, experience_years: null, experience_ok: false });
    expect(matchScore(job, null)).toMatchObject({ score: 0, cert_missing: [ref(1), ref(2)] });
  });

  it('rounds to a whole number', () => {
    const three = { certs: [ref(1), ref(2), ref(3)], majors: [], experience: 'fresh' };
    expect(matchScore(three, seeker([1], [], 0)).score).toBe(Math.round(50 / 3 + 30 + 20));
  });
});

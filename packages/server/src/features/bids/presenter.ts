import {
  type BidAttempt,
  type BidConsent,
  type BidDetail,
  type BidEngineer,
  type BidResume,
  type BidSummary,
  MESSAGES,
  RESUME_OPEN,
  type Resume,
} from '@app/shared';
import { bidStatus, expiryDay, shownToClients } from './policy.ts';
import type { BidEngineerRow, BidRow } from './repository.ts';

/** A bid in the administrators' list, with how many engineers it shows and the link clients open. */
export const presentBidSummary = (row: BidRow, engineerCount: number): BidSummary => ({
  id: row.id,
  title: row.title,
  client_name: row.clientName,
  note: row.note,
  code: row.code,
  status: bidStatus(row),
  expires_at: row.expiresAt.toISOString(),
  expires_on: expiryDay(row.expiresAt),
  engineer_count: engineerCount,
  link: `/bid/info/${row.slug}`,
  create_time: row.createdAt.toISOString(),
});

/**
 * A bid with its engineers as the administrators manage them: each one's consent (or whether her open resume needs
 * none), whether clients see her now, and her resume's headline facts. `seekerOf` answers an engineer's resume and
 * whether it is open (nothing for one who is no longer an enabled job seeker with a resume).
 */
export function presentBidDetail(
  row: BidRow,
  engineers: BidEngineerRow[],
  seekerOf: (userId: number) => { resume: Resume | undefined; enableResume: number | undefined },
): BidDetail {
  return {
    ...presentBidSummary(row, engineers.length),
    engineers: engineers.map((e) => {
      const { resume, enableResume } = seekerOf(e.userId);
      return {
        user_id: e.userId,
        consent: e.consent ?? (enableResume === RESUME_OPEN ? 'open' : 'not_asked'),
        shown: enableResume !== undefined && shownToClients(e.consent, enableResume),
        name: resume?.name ?? '',
        position: e.position,
        profile_pic_url: resume?.profile_pic_url ?? '',
        experience: resume?.experience ?? null,
        major_list: resume?.major_list ?? [],
        cert_list: resume?.cert_list ?? [],
      };
    }),
  };
}

/** How a bid client reaches an engineer who keeps her contacts to herself (the message catalogue's line). */
const PLATFORM_CONTACT = { zh: MESSAGES.bidPlatformContact.zh, en: MESSAGES.bidPlatformContact.en };

/**
 * The resume as a bid client may read it (ADR 0123): unless she chose to show them, no mobile, email, WeChat or
 * address, and no birthday (the age stays).
 */
export function presentResumeForClient(resume: Resume): BidResume {
  if (resume.bid_contacts === 1) return { ...resume, contacts_hidden: false, platform_contact: PLATFORM_CONTACT };
  return {
    ...resume,
    mobile: '',
    email: '',
    wechat: '',
    address: '',
    birthday: null,
    contacts_hidden: true,
    platform_contact: PLATFORM_CONTACT,
  };
}

/** An engineer's card on the client's page, the birthday only when she shows her contacts. */
export const presentClientCard = (engineer: BidEngineerRow, resume: Resume): BidEngineer => ({
  engineer_id: engineer.id,
  user_id: engineer.userId,
  engineer_name: resume.name,
  position: engineer.position,
  profile_pic_url: resume.profile_pic_url,
  base_info: {
    birthday: resume.bid_contacts === 1 ? (resume.birthday ?? '') : '',
    age: resume.age,
    experience: resume.experience,
    major_list: resume.major_list,
    cert_list: resume.cert_list,
  },
});

/** A request to an engineer to be shown on a bid, as she answers it; an unanswered one is pending. */
export const presentConsent = ({ engineer, bid }: { engineer: BidEngineerRow; bid: BidRow }): BidConsent => ({
  consent_id: engineer.id,
  bid_title: bid.title,
  client_name: bid.clientName,
  state: engineer.consent ?? 'pending',
});

/** A code check on a bid's link, for the administrators. */
export const presentAttempt = (row: {
  id: number;
  address: string;
  success: boolean;
  createdAt: Date;
}): BidAttempt => ({
  id: row.id,
  address: row.address,
  success: row.success,
  create_time: row.createdAt.toISOString(),
});

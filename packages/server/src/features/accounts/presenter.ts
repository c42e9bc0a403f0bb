import type { AdminUser } from '@app/shared';
import type { Account } from './repository.ts';

/** A row of the administrators' user list. */
export const presentAdminUser = (account: Account & { createdAt: Date }): AdminUser => ({
  id: account.id,
  phone: account.phone,
  nick_name: account.nickName,
  role: account.role,
  disabled: account.disabled ? 1 : 0,
  crude_num: account.crudeNum,
  profile_pic_url: account.profilePicUrl,
  create_time: account.createdAt.toISOString(),
});

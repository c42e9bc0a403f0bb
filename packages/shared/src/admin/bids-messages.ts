// Messages of the bids calls (issue 13); spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_BIDS_MESSAGES = {
  bidCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  bidCodeTooLong: { zh: '验证码最多 6 位', en: 'The verification code has at most 6 characters' },
  bidCodeInvalidChars: {
    zh: '验证码不能包含空格、制表符等特殊字符',
    en: 'The verification code cannot contain special characters such as spaces or tabs',
  },
  bidCodeWrong: { zh: '验证码错误，请核对后重新输入', en: 'Wrong verification code; please check it and try again' },
  bidUnavailable: {
    zh: '该投标信息不存在、已撤销或已过期',
    en: 'This bid does not exist, was withdrawn or has expired',
  },
  bidLocked: {
    zh: '验证码错误次数过多，已被锁定，请联系我们获取新的验证码',
    en: 'Too many wrong codes: this bid is locked. Please contact us for a new code',
  },
  bidTooManyAttempts: { zh: '尝试过于频繁，请稍后再试', en: 'Too many attempts; please try again later' },
  bidAccessDenied: {
    zh: '访问已失效，请重新输入验证码',
    en: 'Access has ended; please enter the verification code again',
  },
  bidIdInvalid: { zh: '投标编号不正确', en: 'Invalid bid id' },
  bidNotFound: { zh: '投标不存在', en: 'This bid does not exist' },
  bidPageSizeInvalid: { zh: '每页条数只能是 10、20 或 50', en: 'Page size must be 10, 20 or 50' },
  bidStatusInvalid: { zh: '状态只能是有效、已撤销或已过期', en: 'The status must be active, revoked or expired' },
  bidTitleRequired: { zh: '请输入投标标题', en: 'Please enter the bid title' },
  bidTitleTooLong: { zh: '投标标题不能超过 100 个字', en: 'The bid title must be at most 100 characters' },
  bidClientRequired: { zh: '请输入客户名称', en: 'Please enter the client name' },
  bidClientTooLong: { zh: '客户名称不能超过 100 个字', en: 'The client name must be at most 100 characters' },
  bidNoteTooLong: { zh: '备注不能超过 500 个字', en: 'The note must be at most 500 characters' },
  bidExpiryRequired: { zh: '请选择有效期', en: 'Please choose the expiry date' },
  bidExpiryInvalid: { zh: '有效期格式应为 yyyy-MM-dd', en: 'The expiry date must be written yyyy-MM-dd' },
  bidExpiryPast: { zh: '有效期不能早于今天', en: 'The expiry date cannot be before today' },
  bidRevoked: { zh: '该投标已撤销，不能再修改', en: 'This bid was revoked and can no longer be changed' },
  bidPositionRequired: {
    zh: '请填写工程师在本次投标中的岗位',
    en: "Please enter the engineer's position for this bid",
  },
  bidPositionTooLong: { zh: '岗位不能超过 50 个字', en: 'The position must be at most 50 characters' },
  bidEngineersInvalid: { zh: '工程师列表格式不正确', en: 'The engineer list is malformed' },
  bidEngineersTooMany: { zh: '每个投标最多 50 名工程师', en: 'A bid holds at most 50 engineers' },
  bidEngineerDuplicate: { zh: '同一名工程师不能重复添加', en: 'The same engineer cannot be added twice' },
  bidEngineerNotEligible: {
    zh: '工程师须为已填写简历且未被禁用的求职者',
    en: 'Each engineer must be an enabled job seeker with a resume',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

// Messages of the bids calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_BIDS_MESSAGES = {
  bidCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  bidCodeTooLong: { zh: '验证码最多 6 位', en: 'The verification code has at most 6 characters' },
  bidCodeInvalidChars: {
    zh: '验证码不能包含空格、制表符等特殊字符',
    en: 'The verification code cannot contain special characters such as spaces or tabs',
  },
  bidCodeWrong: { zh: '验证码错误，请核对后重新输入', en: 'Wrong verification code; please check it and try again' },
  bidUnavailable: { zh: '该投标已撤销或已过期', en: 'This bid was withdrawn or has expired' },
  bidLinkInvalid: {
    zh: '投标链接无效，请核对链接或联系我们获取新链接',
    en: 'This bid link is not valid; please check it or ask us for a new link',
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
  // Engineers' consent and contacts on bids (ADR 0123).
  bidContactsInvalid: { zh: '投标联系方式设置只能是 0 或 1', en: 'The bid contacts setting must be 0 or 1' },
  bidConsentIdInvalid: { zh: '投标展示请求编号不正确', en: 'Invalid bid request id' },
  bidConsentNotFound: { zh: '该投标展示请求不存在', en: 'This bid request does not exist' },
  bidConsentAnswered: { zh: '该请求已处理过了', en: 'This request has already been answered' },
  bidPlatformContact: {
    zh: '如需联系该人才，请通过平台站内消息或联系平台客服',
    en: 'To contact this candidate, please use the platform messages or contact platform customer service',
  },
  notifyBidConsentRequest: {
    zh: '平台希望在投标「{title}」中向客户「{client}」展示您的简历。您的简历未公开，同意后客户才能看到（联系方式默认隐藏）',
    en: 'The platform would like to show your resume to the client "{client}" in the bid "{title}". Your resume is closed, so the client sees it only if you allow it (contact details stay hidden by default)',
  },
  notifyBidShown: {
    zh: '您的简历已在投标「{title}」中向客户「{client}」展示',
    en: 'Your resume is now shown to the client "{client}" in the bid "{title}"',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

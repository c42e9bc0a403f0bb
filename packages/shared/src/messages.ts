/**
 * Every message the server can answer with, in both languages. Zod schemas carry the key as their
 * issue message; the server turns the key into `msg`/`msg_en`, the web into the current language.
 */
import { ADMIN_AUDIT_MESSAGES } from './admin/audit-messages.ts';
import { ADMIN_BIDS_MESSAGES } from './admin/bids-messages.ts';
import { ADMIN_CATALOG_MESSAGES } from './admin/catalog-messages.ts';
import { COURSES_MESSAGES } from './admin/courses-messages.ts';
import { ADMIN_DASHBOARD_MESSAGES } from './admin/dashboard-messages.ts';
import { FORUM_MESSAGES } from './admin/forum-messages.ts';
import { ADMIN_HOMEPAGE_MESSAGES } from './admin/homepage-messages.ts';
import { ADMIN_JOBS_MESSAGES } from './admin/jobs-messages.ts';
import { ADMIN_SLIDES_MESSAGES } from './admin/slides-messages.ts';
import { ADMIN_STANDARDS_MESSAGES } from './admin/standards-messages.ts';
import { ADMIN_USERS_MESSAGES } from './admin/users-messages.ts';
import { BASE_MESSAGES } from './messages-base.ts';

export { BASE_MESSAGES, type BaseMessageKey, formatMessage } from './messages-base.ts';

export const MESSAGES = {
  ...BASE_MESSAGES,
  // messages (notifications)
  pageInvalid: { zh: '分页参数不正确', en: 'Invalid page parameters' },
  msgIdInvalid: { zh: '消息编号不正确', en: 'Invalid message id' },
  // jobs (search, applications, posting, review)
  pageNumberInvalid: { zh: '页码必须是大于 0 的整数', en: 'The page number must be a whole number from 1' },
  searchPageBeyondWindow: {
    zh: '最多只能翻阅前 10,000 条结果，请添加关键词或筛选条件缩小范围',
    en: 'Only the first 10,000 results can be paged through; add a keyword or filter to narrow the search',
  },
  jobPageSizeInvalid: { zh: '每页条数只能是 10、20、30 或 50', en: 'Page size must be 10, 20, 30 or 50' },
  keywordTooLong: { zh: '搜索关键词不能超过 100 个字符', en: 'The keyword must be at most 100 characters' },
  filterTooLong: { zh: '筛选条件不能超过 100 个字符', en: 'A filter must be at most 100 characters' },
  jobFilterInvalid: { zh: '筛选条件不正确', en: 'Invalid filter value' },
  catalogueFilterInvalid: { zh: '专业或证书编号不正确', en: 'Invalid major or certificate id' },
  catalogueLinksTooMany: { zh: '专业或证书最多选择 20 项', en: 'Choose at most 20 majors or certificates' },
  jobCertificateUnknown: { zh: '所选证书不存在', en: 'The chosen certificate does not exist' },
  jobMajorUnknown: { zh: '所选专业不存在', en: 'The chosen major does not exist' },
  jobIdInvalid: { zh: '职位编号不正确', en: 'Invalid job id' },
  jobNotFound: { zh: '职位不存在或已下架', en: 'This job does not exist or has been removed' },
  jobNotYours: { zh: '只能管理自己发布的职位', en: 'You can only manage jobs you posted' },
  jobEnded: { zh: '该职位已结束招聘，无法投递', en: 'This job has ended and no longer accepts applications' },
  jobNotApproved: {
    zh: '该职位尚未通过审核，暂不能投递',
    en: 'This job has not been approved yet and cannot be applied to',
  },
  jobHrMismatch: { zh: '招聘方与职位不符', en: 'The recruiter does not match this job' },
  alreadyApplied: { zh: '您已投递过该职位，请勿重复投递', en: 'You have already applied to this job' },
  openDaysInvalid: {
    zh: '简历开放天数须为 1 到 365 之间的整数',
    en: 'Days the resume stays open must be a whole number from 1 to 365',
  },
  applySuccess: { zh: '投递成功', en: 'Application submitted' },
  // {zhParts}/{enParts}: the missing parts listed in each language (RESUME_PARTS).
  resumeNotReadyToApply: {
    zh: '简历还不完整，无法投递，请先完善：{zhParts}',
    en: 'Your resume is incomplete, so you cannot apply yet. Please add: {enParts}',
  },
  applicationNotWithdrawable: {
    zh: '该投递已进入面试或已处理，不能撤回',
    en: 'This application can no longer be withdrawn: the recruiter has already acted on it',
  },
  applicationWithdrawn: { zh: '投递已撤回', en: 'Application withdrawn' },
  jobTitleRequired: { zh: '请输入职位名称', en: 'Please enter the job title' },
  jobTitleTooLong: { zh: '职位名称不能超过 100 个字符', en: 'The job title must be at most 100 characters' },
  jobCityRequired: { zh: '请选择城市', en: 'Please choose a city' },
  jobAddressRequired: { zh: '请输入工作地址', en: 'Please enter the work address' },
  jobCompanyRequired: { zh: '请输入公司名称', en: 'Please enter the company name' },
  jobDescriptionRequired: { zh: '请输入职位描述', en: 'Please enter the job description' },
  jobContactRequired: { zh: '请输入联系人', en: 'Please enter the contact person' },
  jobPhoneRequired: { zh: '请输入联系电话', en: 'Please enter the contact phone' },
  jobPhoneInvalid: { zh: '请输入正确的联系电话', en: 'Please enter a valid contact phone' },
  jobEmailRequired: { zh: '请输入联系邮箱', en: 'Please enter the contact email' },
  jobEmailInvalid: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  jobTextTooLong: { zh: '内容过长，请精简后再提交', en: 'This text is too long, please shorten it' },
  jobTypeRequired: { zh: '请选择工作类型', en: 'Please choose the job type' },
  jobExperienceRequired: { zh: '请选择经验要求', en: 'Please choose the experience required' },
  jobSalaryRequired: { zh: '请选择薪资范围', en: 'Please choose the salary range' },
  jobSubmittedForReview: {
    zh: '职位已提交，审核通过后对求职者展示',
    en: 'Job saved; job seekers see it once it is approved',
  },
  applicationIdInvalid: { zh: '投递记录编号不正确', en: 'Invalid application id' },
  applicationNotFound: { zh: '投递记录不存在', en: 'This application does not exist' },
  applicationStatusInvalid: { zh: '投递状态不正确', en: 'Invalid application status' },
  applicationWithdrawnCannotMove: {
    zh: '求职者已撤回该投递',
    en: 'The job seeker has withdrawn this application',
  },
  reviewDecisionInvalid: { zh: '审核结果只能是通过或驳回', en: 'The decision must be approve or reject' },
  reviewReasonRequired: { zh: '请填写驳回原因', en: 'Please give a reason for the rejection' },
  reviewRevisionInvalid: { zh: '审核的职位版本号不正确', en: 'Invalid job revision for the review' },
  jobReviewStale: {
    zh: '该职位在您查看后又被修改过，请刷新后审核最新版本',
    en: 'This job was changed after you opened it; refresh and review the latest version',
  },
  notifyApplicationReceived: {
    zh: '{seeker} 投递了您发布的职位「{title}」',
    en: '{seeker} applied to your job "{title}"',
  },
  notifyApplicationRejected: {
    zh: '很遗憾，您投递的职位「{title}」未能通过，招聘方留言：{reason}',
    en: 'Your application to "{title}" was not successful. The recruiter wrote: {reason}',
  },
  applicantRejectReasonTooLong: { zh: '不合适原因不能超过 200 个字', en: 'The reason can be at most 200 characters' },
  applicantNoteTooLong: { zh: '备注不能超过 1000 个字', en: 'The note can be at most 1,000 characters' },
  notifyApplicationStatus: {
    zh: '您投递的职位「{title}」状态更新为：{status}',
    en: 'Your application to "{title}" is now: {status}',
  },
  notifyJobApproved: { zh: '您发布的职位「{title}」已通过审核', en: 'Your job "{title}" has been approved' },
  notifyJobRejected: {
    zh: '您发布的职位「{title}」未通过审核，原因：{reason}',
    en: 'Your job "{title}" was rejected. Reason: {reason}',
  },
  notifyJobEditApproved: {
    zh: '您对职位「{title}」的修改已通过审核，现已生效',
    en: 'Your changes to the job "{title}" have been approved and are now live',
  },
  notifyJobEditRejected: {
    zh: '您对职位「{title}」的修改未通过审核，原因：{reason}。求职者看到的仍是修改前的版本',
    en: 'Your changes to the job "{title}" were rejected. Reason: {reason}. Job seekers still see the version before the changes',
  },
  // resumes (resume, uploads, files, password change)
  textInvalid: { zh: '输入内容格式不正确', en: 'This value is not valid text' },
  textTooLong: { zh: '输入内容过长，请精简后再提交', en: 'This text is too long, please shorten it' },
  listTooLong: { zh: '选择的项目过多', en: 'Too many items chosen' },
  resumeIncomplete: { zh: '请完善所有必填项', en: 'Please complete all required fields' },
  saveFailed: { zh: '保存失败，请重试', en: 'Save failed, please retry' },
  saveSuccess: { zh: '保存成功', en: 'Saved' },
  resumeFetchFailed: { zh: '获取简历数据失败', en: 'Failed to get resume data' },
  userIdMissing: { zh: '用户 ID 不存在', en: 'User ID does not exist' },
  resumeNotFound: { zh: '简历不存在', en: 'This resume does not exist' },
  resumeClosed: { zh: '该简历未开放，请先申请查看', en: 'This resume is closed; request permission to view it' },
  seekerOnly: { zh: '只有求职者可以维护简历', en: 'Only job seekers can maintain a resume' },
  nickNameRequired: { zh: '请输入姓名', en: 'Please enter your name' },
  chineseNameInvalid: { zh: '中文名只能包含汉字', en: 'The Chinese name may contain Chinese characters only' },
  birthdayRequired: { zh: '请选择出生日期', en: 'Please choose your date of birth' },
  birthdayInvalid: {
    zh: '出生日期格式应为 yyyy-MM-dd，且不能晚于今天',
    en: 'The date of birth must be a past date written yyyy-MM-dd',
  },
  emailRequired: { zh: '请输入邮箱', en: 'Please enter your email' },
  emailInvalid: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  addressRequired: { zh: '请输入地址', en: 'Please enter your address' },
  genderRequired: { zh: '请选择性别', en: 'Please choose your gender' },
  genderInvalid: { zh: '性别只能是男或女', en: 'Gender must be male or female' },
  statusRequired: { zh: '请选择求职状态', en: 'Please choose your job status' },
  statusInvalid: { zh: '求职状态不正确', en: 'Invalid job status' },
  experienceRequired: { zh: '请输入工作年限', en: 'Please enter your years of experience' },
  experienceRange: {
    zh: '工作年限应为 0 到 50 之间的整数',
    en: 'Years of experience must be a whole number from 0 to 50',
  },
  degreeRequired: { zh: '请选择学历', en: 'Please choose your education' },
  degreeInvalid: { zh: '学历不正确', en: 'Invalid education level' },
  enableResumeInvalid: { zh: '简历开放状态只能是 0 或 1', en: 'Resume visibility must be 0 or 1' },
  selfDescRequired: { zh: '请填写自我介绍', en: 'Please write a self introduction' },
  projectRequired: { zh: '请至少填写一段项目经历', en: 'Please add at least one project' },
  projectNameRequired: { zh: '请输入项目名称', en: 'Please enter the project name' },
  projectPositionRequired: { zh: '请输入担任职位', en: 'Please enter your position in the project' },
  projectDescRequired: { zh: '请输入项目描述', en: 'Please enter the project description' },
  projectTimeRequired: { zh: '请选择项目时间', en: 'Please choose the project period' },
  projectTimeInvalid: { zh: '项目时间格式应为 yyyy-MM-dd', en: 'Project dates must be written yyyy-MM-dd' },
  projectEndBeforeStart: { zh: '结束时间不能早于开始时间', en: 'The end date cannot be earlier than the start date' },
  projectIdInvalid: { zh: '项目编号不正确', en: 'Invalid project id' },
  projectNotFound: { zh: '项目经历不存在', en: 'This project does not exist' },
  resumeProjectsFull: {
    zh: '项目经历最多 {max} 条，请先删除不再需要的项目',
    en: 'A resume holds at most {max} projects; delete one you no longer need first',
  },
  resumeMajorsFull: { zh: '专业最多选择 {max} 项', en: 'Choose at most {max} majors' },
  resumeCertificatesFull: { zh: '证书最多选择 {max} 项', en: 'Choose at most {max} certificates' },
  resumeCertificatePhotosFull: {
    zh: '证书照片最多 {max} 张，请先删除不再需要的照片',
    en: 'A resume holds at most {max} certificate photos; delete one you no longer need first',
  },
  resumeProjectImagesFull: {
    zh: '项目图片最多 {max} 张，请先删除不再需要的图片',
    en: 'A resume holds at most {max} project images; delete one you no longer need first',
  },
  majorNotFound: { zh: '所选专业不存在', en: 'The chosen major does not exist' },
  certNotFound: { zh: '所选证书不存在', en: 'The chosen certificate does not exist' },
  catalogNameTaken: { zh: '该名称已存在', en: 'This name is already in use' },
  certTitleRequired: { zh: '请输入证书名称', en: 'Please enter the certificate name' },
  projectPicNameRequired: { zh: '请输入项目名称', en: 'Please enter the project name' },
  projectPicDescRequired: { zh: '请输入图片描述', en: 'Please enter a description of the image' },
  projectPicTypeInvalid: {
    zh: '图片类型只能是设计图、原型、产品或其他',
    en: 'The image type must be design, prototype, product or other',
  },
  fileRequired: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  fileTooLarge: { zh: '文件不能超过 {max}', en: 'The file must not be larger than {max}' },
  fileTypeInvalid: { zh: '不支持该文件格式，仅支持 {types}', en: 'This file type is not supported; allowed: {types}' },
  fileContentMismatch: { zh: '文件内容与扩展名不符', en: 'The file content does not match its extension' },
  imageInvalid: { zh: '无法识别该图片，请换一张', en: 'This image cannot be read, please choose another' },
  imageTooLarge: {
    zh: '图片尺寸过大，最大 {wan} 万像素，每边不超过 {side} 像素',
    en: 'The image is too large: at most {mp} megapixels and {side} pixels a side',
  },
  // multipart/form-data (uploads and the forms the web sends as multipart)
  multipartInvalid: { zh: '上传的表单格式不正确', en: 'The form data is malformed' },
  multipartUnsupported: {
    zh: '此接口不接受 multipart 表单，请以 JSON 提交',
    en: 'This call does not accept multipart form data; send JSON instead',
  },
  multipartTooLarge: { zh: '提交的表单过大，不能超过 {max}', en: 'The form data is too large: at most {max}' },
  multipartTooManyFields: { zh: '表单字段过多，最多 {max} 项', en: 'Too many form fields: at most {max}' },
  multipartFieldTooLong: { zh: '表单字段内容过长，每项不能超过 {max}', en: 'A form field is too long: at most {max}' },
  multipartNoFiles: { zh: '此接口不接受文件上传', en: 'This call does not accept files' },
  multipartOneFile: { zh: '一次只能上传一个文件', en: 'Upload one file at a time' },
  multipartFileField: { zh: '请将文件放在 file 字段中上传', en: 'Send the file in the form field named "file"' },
  multipartPartHeaders: {
    zh: '表单中某一项的头部过多或过长：最多 {lines} 行，共 {size}',
    en: 'A part of the form has too many or too long headers: at most {lines} lines of {size} in all',
  },
  fileNotFound: { zh: '文件不存在', en: 'This file does not exist' },
  uploadSuccess: { zh: '上传成功', en: 'Uploaded' },
  deleteSuccess: { zh: '删除成功', en: 'Deleted' },
  oldPasswordRequired: { zh: '请输入原密码', en: 'Please enter your current password' },
  newPasswordRequired: { zh: '请输入新密码', en: 'Please enter a new password' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is wrong' },
  newPasswordSame: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  passwordChanged: { zh: '密码修改成功', en: 'Password changed' },
  savedJobsFull: {
    zh: '最多收藏 {max} 个职位，请先取消一些收藏',
    en: 'You can save at most {max} jobs; unsave some first',
  },
  savedSearchesFull: {
    zh: '最多保存 {max} 个搜索，请先删除一些',
    en: 'You can save at most {max} searches; delete some first',
  },
  savedSearchNotFound: { zh: '该保存的搜索不存在', en: 'This saved search does not exist' },
  savedSearchNameRequired: { zh: '请输入搜索名称', en: 'Please enter a name for the search' },
  savedSearchNameTooLong: { zh: '搜索名称不能超过 50 个字', en: 'The name can be at most 50 characters' },
  savedSearchAlertInvalid: { zh: '提醒开关只能是开或关', en: 'The alert is either on or off' },
  savedSearchEmpty: {
    zh: '请先输入关键词或选择筛选条件，再保存搜索',
    en: 'Enter a keyword or choose a filter before saving the search',
  },
  savedSearchNameTaken: {
    zh: '已有同名的保存搜索，请换一个名称',
    en: 'You already have a saved search with this name; choose another',
  },
  notifySavedSearchMatches: {
    zh: '有新职位符合您保存的搜索「{name}」：{titles}',
    en: 'New jobs match your saved search "{name}": {titles}',
  },
  companyHrNameRequired: { zh: '请输入联系人姓名', en: 'Please enter the HR contact name' },
  companyEmailRequired: { zh: '请输入邮箱', en: 'Please enter the email' },
  companyEmailInvalid: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  companyAddressRequired: { zh: '请输入公司地址', en: 'Please enter the company address' },
  companyWechatRequired: { zh: '请输入微信号', en: 'Please enter the WeChat ID' },
  companyMobileRequired: { zh: '请输入手机号', en: 'Please enter the mobile number' },
  companyMobileInvalid: { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  companyNameRequired: { zh: '请输入公司名称', en: 'Please enter the company name' },
  companyDescRequired: { zh: '请输入公司简介', en: 'Please enter the company description' },
  hrIdInvalid: { zh: '招聘方编号不正确', en: 'Invalid recruiter id' },
  messageStreamsPerUser: {
    zh: '打开的消息推送连接过多，请关闭其他页面后重试',
    en: 'Too many live message connections are open; close other tabs and retry',
  },
  messageStreamsPerAddress: {
    zh: '来自您所在网络的消息推送连接过多，已改为定时刷新',
    en: 'Too many live message connections come from your network; messages will refresh periodically',
  },
  messageStreamsBusy: {
    zh: '消息推送暂时繁忙，已改为定时刷新',
    en: 'Live messages are busy right now; messages will refresh periodically',
  },
  // resume view permissions
  hunterIdInvalid: { zh: '求职者编号不正确', en: 'Invalid job seeker id' },
  viewRequestIdInvalid: { zh: '查看申请编号不正确', en: 'Invalid view request id' },
  viewRequestNotFound: { zh: '该查看申请不存在', en: 'This view request does not exist' },
  viewRequestMessageRequired: { zh: '请输入申请留言', en: 'Please enter application message' },
  viewRequestMessageTooLong: { zh: '申请留言不能超过 500 个字', en: 'The message can be at most 500 characters' },
  viewRequestJobInvalid: { zh: '请选择您自己发布的职位', en: 'Choose one of the jobs you posted' },
  viewRequestStateInvalid: { zh: '申请状态不正确', en: 'Invalid request state' },
  viewRequestAllowInvalid: { zh: '请选择同意或拒绝', en: 'Choose to allow or reject' },
  viewRequestPending: {
    zh: '您已申请查看该简历，请等待对方处理',
    en: 'You have already asked to view this resume; please wait for the answer',
  },
  resumeAlreadyViewable: { zh: '您已可以查看该简历，无需申请', en: 'You can already view this resume' },
  viewRequestAnswered: { zh: '该申请已处理过了', en: 'This request has already been answered' },
  viewPermissionNotRevocable: {
    zh: '只能撤销已同意的查看权限',
    en: 'Only a permission you granted can be revoked',
  },
  viewRequestSent: { zh: '申请已发送，请等待对方同意', en: 'Request sent; waiting for the job seeker to answer' },
  viewRequestForJob: { zh: '（职位「{title}」）', en: ' (job "{title}")' },
  notifyResumeViewRequest: {
    zh: '{hr} 申请查看您的简历{job}：{message}',
    en: '{hr} asks to view your resume{job}: {message}',
  },
  notifyResumeViewAllowed: {
    zh: '{seeker} 同意了您查看简历的申请{job}',
    en: '{seeker} allowed you to view their resume{job}',
  },
  notifyResumeViewRejected: {
    zh: '{seeker} 拒绝了您查看简历的申请{job}',
    en: '{seeker} declined your request to view their resume{job}',
  },
  talentPageSizeInvalid: { zh: '每页条数只能是 12、20、28 或 36', en: 'Page size must be 12, 20, 28 or 36' },
  minExperienceInvalid: {
    zh: '最低工作年限必须是 0 到 50 之间的整数',
    en: 'Minimum experience must be a whole number from 0 to 50',
  },
  // standards and oil
  standardIdInvalid: { zh: '标准编号不正确', en: 'Invalid standard id' },
  standardNotFound: { zh: '该标准不存在或已下架', en: 'This standard does not exist or has been removed' },
  standardNotPurchased: {
    zh: '该标准需要购买后才能下载',
    en: 'Buy this standard before downloading it',
  },
  standardFileMissing: {
    zh: '标准文件暂时无法下载，请联系管理员',
    en: 'The standard file is unavailable; please contact an administrator',
  },
  standardFileRequired: { zh: '请上传标准文件', en: 'Please upload the standard file' },
  standardFileNotPdf: { zh: '标准文件只能是 PDF 格式', en: 'The standard file must be a PDF' },
  standardChNameRequired: { zh: '请输入标准中文名称', en: 'Please enter the Chinese name of the standard' },
  standardEnNameRequired: { zh: '请输入标准英文名称', en: 'Please enter the English name of the standard' },
  standardVerRequired: { zh: '请输入标准版本号', en: 'Please enter the version of the standard' },
  standardCommentRequired: { zh: '请输入标准说明', en: 'Please enter a comment for the standard' },
  standardPriceInvalid: {
    zh: '油价必须是 0 到 100000 之间的整数（0 表示免费）',
    en: 'The oil price must be a whole number from 0 to 100000 (0 means free)',
  },
  oilInsufficient: {
    zh: '油量不足：当前余额 {balance}，需要 {price}',
    en: 'Not enough oil: your balance is {balance}, the price is {price}',
  },
  oilDeductTooLarge: {
    zh: '扣除后余额不能小于 0：该用户当前余额 {balance}，扣除 {amount}',
    en: 'The balance cannot go below 0: the user has {balance}, the deduction is {amount}',
  },
  oilBalanceTooLarge: { zh: '发放后余额超出上限', en: 'The balance would exceed its maximum' },
  oilAmountInvalid: {
    zh: '油量必须是非 0 整数，且不超过 ±1000000',
    en: 'The amount must be a non-zero whole number within ±1000000',
  },
  oilReasonRequired: { zh: '请填写原因', en: 'Please enter a reason' },
  oilSignupGrantInvalid: {
    zh: '注册赠送油量必须是 0 到 100000 之间的整数（0 表示不赠送）',
    en: 'The sign-up bonus must be a whole number from 0 to 100000 (0 means none)',
  },
  userIdInvalid: { zh: '用户编号不正确', en: 'Invalid user id' },
  notifyStandardPurchased: {
    zh: '您已使用 {price} 油购买标准《{name}》，当前余额 {balance}',
    en: 'You bought the standard "{name}" for {price} oil; your balance is {balance}',
  },
  notifyOilGranted: {
    zh: '管理员为您发放了 {amount} 油（{reason}），当前余额 {balance}',
    en: 'An administrator granted you {amount} oil ({reason}); your balance is {balance}',
  },
  notifyOilDeducted: {
    zh: '管理员扣除了您 {amount} 油（{reason}），当前余额 {balance}',
    en: 'An administrator deducted {amount} oil ({reason}); your balance is {balance}',
  },
  // admin area: one file per part under admin/
  ...ADMIN_AUDIT_MESSAGES,
  ...ADMIN_USERS_MESSAGES,
  ...COURSES_MESSAGES,
  ...FORUM_MESSAGES,
  ...ADMIN_CATALOG_MESSAGES,
  ...ADMIN_STANDARDS_MESSAGES,
  ...ADMIN_HOMEPAGE_MESSAGES,
  ...ADMIN_DASHBOARD_MESSAGES,
  ...ADMIN_JOBS_MESSAGES,
  ...ADMIN_SLIDES_MESSAGES,
  ...ADMIN_BIDS_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

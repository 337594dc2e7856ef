import { userAuthMessages as u } from "#contract/admin/userauth";

/** Labels of the screens over authentication requests, and of the member's own request. */
const en = {
  fields: {
    realName: "Name",
    authType: "Type",
    orgName: "Organisation",
    orgIdcardNo: "Unified social credit code",
    idcardNo: "Resident ID number",
    phoneNumber: "Phone",
    email: "E-mail",
    weixin: "WeChat",
    qq: "QQ",
    qyWeixin: "WeCom",
    approvalStatus: "Status",
    failCause: "Reason for rejection",
    auditorName: "Reviewer",
    auditTime: "Reviewed",
    createTime: "Submitted",
  },
  options: {
    authType: { personal: "Personal", enterprise: "Enterprise" },
    approvalStatus: { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  },
};
const zh = {
  fields: {
    realName: "姓名",
    authType: "认证类型",
    orgName: "企业名称",
    orgIdcardNo: "统一社会信用代码",
    idcardNo: "身份证号",
    phoneNumber: "手机号",
    email: "邮箱",
    weixin: "微信",
    qq: "QQ",
    qyWeixin: "企业微信",
    approvalStatus: "审核状态",
    failCause: "驳回原因",
    auditorName: "审核人",
    auditTime: "审核时间",
    createTime: "提交时间",
  },
  options: {
    authType: { personal: "个人", enterprise: "企业" },
    approvalStatus: { pending: "待审核", approved: "已通过", rejected: "已驳回" },
  },
};
const tw = {
  fields: {
    realName: "姓名",
    authType: "認證類型",
    orgName: "企業名稱",
    orgIdcardNo: "統一社會信用代碼",
    idcardNo: "身分證號",
    phoneNumber: "手機號",
    email: "電子郵件",
    weixin: "微信",
    qq: "QQ",
    qyWeixin: "企業微信",
    approvalStatus: "審核狀態",
    failCause: "駁回原因",
    auditorName: "審核人",
    auditTime: "審核時間",
    createTime: "提交時間",
  },
  options: {
    authType: { personal: "個人", enterprise: "企業" },
    approvalStatus: { pending: "待審核", approved: "已通過", rejected: "已駁回" },
  },
};

/** The messages of the calls that write requests (a member's own, a review, an edit). */
const provider = {
  zh: {
    [u.badIdcardNo]: "身份证号无效（请核对校验位）",
    [u.badOrgIdcardNo]: "统一社会信用代码无效（请核对校验位）",
    [u.enterpriseNeedsOrg]: "企业认证需填写企业名称和统一社会信用代码",
    [u.personalNeedsIdcard]: "个人认证需填写身份证号",
    [u.badPhone]: "请输入有效的电话号码",
    [u.badEmail]: "请输入有效的邮箱地址",
    [u.notPending]: "只能审核待审核的申请",
    [u.ownRequest]: "不能审核自己的申请",
    [u.reasonRequired]: "请填写驳回原因",
  },
  tw: {
    [u.badIdcardNo]: "身分證號無效（請核對校驗位）",
    [u.badOrgIdcardNo]: "統一社會信用代碼無效（請核對校驗位）",
    [u.enterpriseNeedsOrg]: "企業認證需填寫企業名稱和統一社會信用代碼",
    [u.personalNeedsIdcard]: "個人認證需填寫身分證號",
    [u.badPhone]: "請輸入有效的電話號碼",
    [u.badEmail]: "請輸入有效的電子郵件地址",
    [u.notPending]: "只能審核待審核的申請",
    [u.ownRequest]: "不能審核自己的申請",
    [u.reasonRequired]: "請填寫駁回原因",
  },
};

export const approvalUserText = {
  en: { ...en, title: "Identity verification", actions: { audit: "Review" }, decision: { approve: "Approve", reject: "Reject" }, done: { approved: "Request approved", rejected: "Request rejected" } },
  zh: { ...zh, title: "实名认证审核", actions: { audit: "审核" }, decision: { approve: "通过", reject: "驳回" }, done: { approved: "已通过该申请", rejected: "已驳回该申请" } },
  tw: { ...tw, title: "實名認證審核", actions: { audit: "審核" }, decision: { approve: "通過", reject: "駁回" }, done: { approved: "已通過該申請", rejected: "已駁回該申請" } },
  provider,
};

export const authorityReviewText = {
  en: { ...en, title: "Permission review" },
  zh: { ...zh, title: "权限审核" },
  tw: { ...tw, title: "權限審核" },
};

export const individualUserText = {
  en: { ...en, title: "Individual members", fields: { ...en.fields, auditTime: "Verified" } },
  zh: { ...zh, title: "个人用户", fields: { ...zh.fields, auditTime: "认证时间" } },
  tw: { ...tw, title: "個人使用者", fields: { ...tw.fields, auditTime: "認證時間" } },
  provider,
};

export const enterpriseUserText = {
  en: { ...en, title: "Enterprise members", fields: { ...en.fields, realName: "Legal representative", auditTime: "Verified" } },
  zh: { ...zh, title: "企业用户", fields: { ...zh.fields, realName: "法定代表人", auditTime: "认证时间" } },
  tw: { ...tw, title: "企業使用者", fields: { ...tw.fields, realName: "法定代表人", auditTime: "認證時間" } },
  provider,
};

/** The member's own request (/profileEnterprise). */
export const profileEnterpriseText = {
  en: {
    ...en,
    fields: { ...en.fields, realName: "Legal representative or contact" },
    title: "Enterprise verification",
    current: "My verification",
    verified: "Verified",
    unverified: "Not verified",
    none: "You have not asked for verification yet.",
    submittedAt: "submitted",
    submit: "Ask for verification",
    correct: "Correct my pending request",
    resubmit: "Submit a new request",
    send: "Submit",
    submitted: "Your request was sent for review",
  },
  zh: {
    ...zh,
    fields: { ...zh.fields, realName: "法定代表人或联系人" },
    title: "企业认证",
    current: "我的认证",
    verified: "已认证",
    unverified: "未认证",
    none: "您尚未提交认证申请。",
    submittedAt: "提交于",
    submit: "申请认证",
    correct: "修改待审核的申请",
    resubmit: "重新提交申请",
    send: "提交",
    submitted: "申请已提交，等待审核",
  },
  tw: {
    ...tw,
    fields: { ...tw.fields, realName: "法定代表人或聯絡人" },
    title: "企業認證",
    current: "我的認證",
    verified: "已認證",
    unverified: "未認證",
    none: "您尚未提交認證申請。",
    submittedAt: "提交於",
    submit: "申請認證",
    correct: "修改待審核的申請",
    resubmit: "重新提交申請",
    send: "提交",
    submitted: "申請已提交，等待審核",
  },
  provider,
};

import { tenantMessages as tm } from "#contract/admin/systenant";

/** Labels of the tenants screen (`resources.systenant`). */
export const sysTenantText = {
  en: {
    title: "Tenant accounts",
    fields: {
      tenantCode: "Code", tenantName: "Name", domain: "Domain", contact: "Contact", email: "E-mail", tel: "Phone", startTime: "Start", endTime: "End",
      invitationCode: "Invitation code", applyStatus: "Application", applyUserName: "Applicant", applyDate: "Applied", failCause: "Rejection reason", decision: "Decision",
    },
    options: { applyStatus: { pending: "Pending", approved: "Approved", rejected: "Rejected" }, decision: { approve: "Approve", reject: "Reject" } },
    actions: { audit: "Review" },
    reviewed: "Application reviewed",
  },
  zh: {
    title: "租户信息",
    fields: {
      tenantCode: "租户编码", tenantName: "租户名称", domain: "域名", contact: "联系人", email: "邮箱", tel: "电话", startTime: "开始日期", endTime: "结束日期",
      invitationCode: "邀请码", applyStatus: "申请状态", applyUserName: "申请人", applyDate: "申请时间", failCause: "驳回原因", decision: "审核结果",
    },
    options: { applyStatus: { pending: "待审核", approved: "已通过", rejected: "已驳回" }, decision: { approve: "通过", reject: "驳回" } },
    actions: { audit: "审核" },
    reviewed: "申请已审核",
  },
  tw: {
    title: "租戶資訊",
    fields: {
      tenantCode: "租戶編碼", tenantName: "租戶名稱", domain: "網域", contact: "聯絡人", email: "電郵", tel: "電話", startTime: "開始日期", endTime: "結束日期",
      invitationCode: "邀請碼", applyStatus: "申請狀態", applyUserName: "申請人", applyDate: "申請時間", failCause: "駁回原因", decision: "審核結果",
    },
    options: { applyStatus: { pending: "待審核", approved: "已通過", rejected: "已駁回" }, decision: { approve: "通過", reject: "駁回" } },
    actions: { audit: "審核" },
    reviewed: "申請已審核",
  },
  provider: {
    zh: {
      [tm.tenantCodeTaken]: "已存在相同编码的租户",
      [tm.endNotAfterStart]: "结束日期必须晚于开始日期",
      [tm.notPending]: "只能审核待审核的申请",
      [tm.ownApplication]: "不能审核自己提交的申请",
      [tm.failCauseRequired]: "请填写驳回原因",
      [tm.platformTenant]: "平台自身的租户不能删除",
      [tm.hasUsers]: "该租户下仍有用户",
      "tenant code is 5 digits": "租户编码为 5 位数字",
      "6 to 32 letters or digits": "6 至 32 位字母或数字",
      "a valid e-mail address": "请输入有效的邮箱地址",
    },
    tw: {
      [tm.tenantCodeTaken]: "已存在相同編碼的租戶",
      [tm.endNotAfterStart]: "結束日期必須晚於開始日期",
      [tm.notPending]: "只能審核待審核的申請",
      [tm.ownApplication]: "不能審核自己提交的申請",
      [tm.failCauseRequired]: "請填寫駁回原因",
      [tm.platformTenant]: "平台自身的租戶不能刪除",
      [tm.hasUsers]: "該租戶下仍有使用者",
      "tenant code is 5 digits": "租戶編碼為 5 位數字",
      "6 to 32 letters or digits": "6 至 32 位字母或數字",
      "a valid e-mail address": "請輸入有效的電郵地址",
    },
  },
};

/** The login and registration refusals about tenants and pending accounts: every page's, not the screen's. */
export const tenantRefusalText = {
  zh: {
    [tm.tenantNotStarted]: "该租户的服务期尚未开始",
    [tm.tenantExpired]: "该租户的服务期已结束",
    [tm.registrationPending]: "您的注册正在等待租户管理员审核",
    [tm.wrongInvitationCode]: "邀请码与该租户不符",
  },
  tw: {
    [tm.tenantNotStarted]: "該租戶的服務期尚未開始",
    [tm.tenantExpired]: "該租戶的服務期已結束",
    [tm.registrationPending]: "您的註冊正在等待租戶管理員審核",
    [tm.wrongInvitationCode]: "邀請碼與該租戶不符",
  },
};

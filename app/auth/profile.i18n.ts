/** UI strings of the profile page's contact check (a code to a new e-mail or mobile), mounted at `common.profileContact`. */
const en = {
  hint: "A new e-mail or mobile is confirmed with a code sent to it.",
  sendCode: "Send code",
  code: "Confirmation code",
  codeSent: "A code was sent to {{to}}.",
};

export const profileContactText: { en: typeof en; zh: typeof en; tw: typeof en } = {
  en,
  zh: {
    hint: "新的邮箱或手机号需要用发送到该地址的验证码确认。",
    sendCode: "发送验证码",
    code: "验证码",
    codeSent: "验证码已发送至 {{to}}。",
  },
  tw: {
    hint: "新的電子郵件或手機號碼需以寄送到該位址的驗證碼確認。",
    sendCode: "傳送驗證碼",
    code: "驗證碼",
    codeSent: "驗證碼已傳送至 {{to}}。",
  },
};

/** The provider's messages about contact codes and malformed requests, keyed by its English text, mounted into `provider`. */
export const profileProviderText: { zh: Record<string, string>; tw: Record<string, string> } = {
  zh: {
    "request is malformed": "请求格式错误",
    "currentPage or pageSize is out of range": "页码或每页条数超出范围",
    "contact code is wrong or expired": "验证码错误或已过期",
    "a code sent to the new e-mail or mobile is required": "需要填写发送到新邮箱或手机号的验证码",
    "change the e-mail and the mobile one at a time": "邮箱和手机号请分别修改",
  },
  tw: {
    "request is malformed": "請求格式錯誤",
    "currentPage or pageSize is out of range": "頁碼或每頁筆數超出範圍",
    "contact code is wrong or expired": "驗證碼錯誤或已過期",
    "a code sent to the new e-mail or mobile is required": "需要填寫寄送到新電子郵件或手機號碼的驗證碼",
    "change the e-mail and the mobile one at a time": "電子郵件與手機號碼請分別修改",
  },
};

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

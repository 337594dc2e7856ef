import { appClientMessages as am } from "#contract/admin/appclient";

const grants = (password: string, mobile: string, refresh: string, credentials: string, code: string) => ({
  password, mobile, refresh_token: refresh, client_credentials: credentials, authorization_code: code,
});

/** Labels of the app clients screen (`resources.appclient`). */
export const appClientText = {
  en: {
    title: "App clients",
    fields: {
      clientId: "Client ID", authorizedGrantTypes: "Grant types", scope: "Scope", accessTokenValidity: "Access token (s)", refreshTokenValidity: "Refresh token (s)",
      webServerRedirectUri: "Redirect URI", resourceIds: "Resource IDs", authorities: "Authorities", additionalInformation: "Additional information", autoApprove: "Auto-approve",
    },
    options: { authorizedGrantTypes: grants("Password", "Mobile", "Refresh token", "Client credentials", "Authorisation code") },
    actions: { newSecret: "New secret" },
    secret: { title: "Client secret", once: "Copy the secret of {{clientId}} now: it is shown only once.", confirm: "Make a new secret for {{clientId}}? The old one stops working at once.", make: "Make new secret", copy: "Copy", copied: "Copied" },
  },
  zh: {
    title: "应用客户端",
    fields: {
      clientId: "客户端 ID", authorizedGrantTypes: "授权类型", scope: "范围", accessTokenValidity: "令牌时效（秒）", refreshTokenValidity: "刷新时效（秒）",
      webServerRedirectUri: "回调地址", resourceIds: "资源 ID", authorities: "权限", additionalInformation: "附加信息", autoApprove: "自动授权",
    },
    options: { authorizedGrantTypes: grants("密码", "手机", "刷新令牌", "客户端凭证", "授权码") },
    actions: { newSecret: "重置密钥" },
    secret: { title: "客户端密钥", once: "请立即复制 {{clientId}} 的密钥：它只显示这一次。", confirm: "为 {{clientId}} 生成新密钥？旧密钥将立即失效。", make: "生成新密钥", copy: "复制", copied: "已复制" },
  },
  tw: {
    title: "應用客戶端",
    fields: {
      clientId: "客戶端 ID", authorizedGrantTypes: "授權類型", scope: "範圍", accessTokenValidity: "權杖時效（秒）", refreshTokenValidity: "刷新時效（秒）",
      webServerRedirectUri: "回呼網址", resourceIds: "資源 ID", authorities: "權限", additionalInformation: "附加資訊", autoApprove: "自動授權",
    },
    options: { authorizedGrantTypes: grants("密碼", "手機", "重新整理權杖", "客戶端憑證", "授權碼") },
    actions: { newSecret: "重設密鑰" },
    secret: { title: "客戶端密鑰", once: "請立即複製 {{clientId}} 的密鑰：它只顯示這一次。", confirm: "為 {{clientId}} 產生新密鑰？舊密鑰將立即失效。", make: "產生新密鑰", copy: "複製", copied: "已複製" },
  },
  provider: {
    zh: { [am.clientIdTaken]: "已存在相同 ID 的客户端", [am.productClient]: "产品自身使用的客户端不能删除" },
    tw: { [am.clientIdTaken]: "已存在相同 ID 的客戶端", [am.productClient]: "產品自身使用的客戶端不能刪除" },
  },
};

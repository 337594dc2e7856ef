/** Labels of the online users screen (`resources.onlinesysuser`). */
export const onlineSysUserText = {
  en: {
    title: "Online users",
    fields: { username: "Username", nickname: "Nickname", ip: "IP address", browser: "Browser", createTime: "Logged in", lastSeen: "Last seen" },
    actions: { forceLogout: "Force logout" },
    confirm: { forceLogout: "Force the users of the {{count}} checked session(s) out? Every session of theirs ends at once." },
    done: { forceLogout: "The users were logged out." },
  },
  zh: {
    title: "在线用户",
    fields: { username: "用户名", nickname: "昵称", ip: "IP 地址", browser: "浏览器", createTime: "登录时间", lastSeen: "最近活动" },
    actions: { forceLogout: "强制下线" },
    confirm: { forceLogout: "确定强制选中的 {{count}} 个会话的用户下线吗？其所有会话将立即结束。" },
    done: { forceLogout: "用户已被强制下线。" },
  },
  tw: {
    title: "線上使用者",
    fields: { username: "使用者名稱", nickname: "暱稱", ip: "IP 位址", browser: "瀏覽器", createTime: "登入時間", lastSeen: "最近活動" },
    actions: { forceLogout: "強制登出" },
    confirm: { forceLogout: "確定強制選取的 {{count}} 個工作階段的使用者登出嗎？其所有工作階段將立即結束。" },
    done: { forceLogout: "使用者已被強制登出。" },
  },
};

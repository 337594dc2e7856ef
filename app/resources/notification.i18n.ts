import { notificationMessages as nm } from "#contract/admin/notification-admin";

/** Labels of the notifications screen (`resources.notification`) and of my notifications (`resources.mynotification`). */
export const notificationText = {
  en: {
    title: "Notifications",
    fields: { title: "Title", titleEn: "English title", titleZh: "Simplified Chinese title", titleTw: "Traditional Chinese title", type: "Type", priority: "Priority", content: "Content", periodStart: "From", periodEnd: "To", publishTo: "Publish to", userIds: "Users", publisher: "Publisher", createTime: "Published" },
    options: { publishTo: { all: "Everyone", users: "Chosen users" } },
  },
  zh: {
    title: "通知管理",
    fields: { title: "标题", titleEn: "英文标题", titleZh: "简体中文标题", titleTw: "繁体中文标题", type: "类型", priority: "优先级", content: "内容", periodStart: "开始日期", periodEnd: "结束日期", publishTo: "发布对象", userIds: "用户", publisher: "发布人", createTime: "发布时间" },
    options: { publishTo: { all: "所有人", users: "指定用户" } },
  },
  tw: {
    title: "通知管理",
    fields: { title: "標題", titleEn: "英文標題", titleZh: "簡體中文標題", titleTw: "繁體中文標題", type: "類型", priority: "優先級", content: "內容", periodStart: "開始日期", periodEnd: "結束日期", publishTo: "發佈對象", userIds: "使用者", publisher: "發佈人", createTime: "發佈時間" },
    options: { publishTo: { all: "所有人", users: "指定使用者" } },
  },
  provider: {
    zh: { [nm.chooseUsers]: "请至少选择一位发布对象", [nm.periodEndBeforeStart]: "结束日期不能早于开始日期", [nm.unknownRecipient]: "所选用户不在本租户中" },
    tw: { [nm.chooseUsers]: "請至少選擇一位發佈對象", [nm.periodEndBeforeStart]: "結束日期不能早於開始日期", [nm.unknownRecipient]: "所選使用者不在本租戶中" },
  },
};

export const myNotificationText = {
  en: {
    title: "My notifications",
    fields: { title: "Title", type: "Type", priority: "Priority", read: "Status", publisher: "Publisher", createTime: "Received" },
    options: { read: { false: "Unread", true: "Read" }, type: { notice: "Notice", message: "Message" }, priority: { high: "High", normal: "Normal", low: "Low" } },
    actions: { markRead: "Mark read", open: "Open" },
    markedRead: "Marked as read",
  },
  zh: {
    title: "我的通知",
    fields: { title: "标题", type: "类型", priority: "优先级", read: "状态", publisher: "发布人", createTime: "接收时间" },
    options: { read: { false: "未读", true: "已读" }, type: { notice: "通知", message: "消息" }, priority: { high: "高", normal: "普通", low: "低" } },
    actions: { markRead: "标为已读", open: "查看" },
    markedRead: "已标为已读",
  },
  tw: {
    title: "我的通知",
    fields: { title: "標題", type: "類型", priority: "優先級", read: "狀態", publisher: "發佈人", createTime: "接收時間" },
    options: { read: { false: "未讀", true: "已讀" }, type: { notice: "通知", message: "訊息" }, priority: { high: "高", normal: "普通", low: "低" } },
    actions: { markRead: "標為已讀", open: "查看" },
    markedRead: "已標為已讀",
  },
};

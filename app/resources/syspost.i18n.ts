/** Labels of the posts screen (`resources.syspost`). */
export const sysPostText = {
  en: { title: "Posts", fields: { postName: "Name", postNameEn: "English name", postNameZh: "Simplified Chinese name", postNameTw: "Traditional Chinese name", postCode: "Code", postSequence: "Sequence", parentId: "Parent post", updateTime: "Updated" } },
  zh: { title: "岗位管理", fields: { postName: "岗位名称", postNameEn: "英文名称", postNameZh: "简体中文名称", postNameTw: "繁体中文名称", postCode: "岗位编码", postSequence: "排序", parentId: "上级岗位", updateTime: "更新时间" } },
  tw: { title: "崗位管理", fields: { postName: "崗位名稱", postNameEn: "英文名稱", postNameZh: "簡體中文名稱", postNameTw: "繁體中文名稱", postCode: "崗位編碼", postSequence: "排序", parentId: "上級崗位", updateTime: "更新時間" } },
};

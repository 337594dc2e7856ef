/** Labels of the posts screen (`resources.syspost`). */
export const sysPostText = {
  en: { title: "Posts", fields: { postName: "Name", postCode: "Code", postSequence: "Sequence", parentId: "Parent post", updateTime: "Updated" } },
  zh: { title: "岗位管理", fields: { postName: "岗位名称", postCode: "岗位编码", postSequence: "排序", parentId: "上级岗位", updateTime: "更新时间" } },
  tw: { title: "崗位管理", fields: { postName: "崗位名稱", postCode: "崗位編碼", postSequence: "排序", parentId: "上級崗位", updateTime: "更新時間" } },
};

import { logoMessages as lm } from "#contract/business/logo";

const TYPES = { "image/png": "PNG", "image/jpeg": "JPEG", "image/svg+xml": "SVG" };

/** Labels of /logoManagement (`resources.logoManagement`), its upload dialog, and its calls' refusals, in en, zh and tw. */
export const logoManagementText = {
  en: {
    title: "Logos",
    fields: { name: "Name", contentType: "Type", size: "Size (bytes)", isDefault: "Active", createBy: "Uploaded by", createTime: "Uploaded", preview: "Logo" },
    options: { contentType: TYPES, isDefault: { true: "Active", false: "" } },
    actions: { upload: "Upload logo", setDefault: "Use this logo" },
    upload: {
      file: "Image",
      hint: "PNG, JPEG or SVG, under 256 KB. Square images look best.",
      name: "Name",
      makeActive: "Use it at once",
      done: "The logo is uploaded.",
    },
    defaultSet: "The sidebar and the site now show this logo.",
  },
  zh: {
    title: "标志管理",
    fields: { name: "名称", contentType: "类型", size: "大小（字节）", isDefault: "使用中", createBy: "上传人", createTime: "上传时间", preview: "标志" },
    options: { contentType: TYPES, isDefault: { true: "使用中", false: "" } },
    actions: { upload: "上传标志", setDefault: "使用此标志" },
    upload: {
      file: "图片",
      hint: "PNG、JPEG 或 SVG，小于 256 KB，方形图片效果最佳。",
      name: "名称",
      makeActive: "立即使用",
      done: "标志已上传。",
    },
    defaultSet: "侧边栏和网站现在显示此标志。",
  },
  tw: {
    title: "標誌管理",
    fields: { name: "名稱", contentType: "類型", size: "大小（位元組）", isDefault: "使用中", createBy: "上傳人", createTime: "上傳時間", preview: "標誌" },
    options: { contentType: TYPES, isDefault: { true: "使用中", false: "" } },
    actions: { upload: "上傳標誌", setDefault: "使用此標誌" },
    upload: {
      file: "圖片",
      hint: "PNG、JPEG 或 SVG，小於 256 KB，方形圖片效果最佳。",
      name: "名稱",
      makeActive: "立即使用",
      done: "標誌已上傳。",
    },
    defaultSet: "側邊欄和網站現在顯示此標誌。",
  },
  provider: {
    zh: {
      [lm.noFile]: "请选择 PNG、JPEG 或 SVG 图片",
      [lm.badImage]: "该文件不是 PNG、JPEG 或 SVG 图片",
      [lm.tooLarge]: "标志须小于 256 KB",
      [lm.uploadInstead]: "请以图片文件上传标志",
    },
    tw: {
      [lm.noFile]: "請選擇 PNG、JPEG 或 SVG 圖片",
      [lm.badImage]: "該檔案不是 PNG、JPEG 或 SVG 圖片",
      [lm.tooLarge]: "標誌須小於 256 KB",
      [lm.uploadInstead]: "請以圖片檔案上傳標誌",
    },
  },
};

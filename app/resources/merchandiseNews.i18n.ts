import { newsMessages as nm } from "#contract/business/news";

/** Labels of /merchandiseNews (`resources.merchandiseNews`) and its calls' refusals, in en, zh and tw. */
export const merchandiseNewsText = {
  en: {
    title: "Merchandise news",
    fields: { title: "Title", category: "Category", status: "Status", publishFrom: "Published from", publishTo: "Published until", coverImage: "Cover image", body: "Text", createTime: "Created" },
    options: {
      category: { company: "Company news", product: "Products", industry: "Industry", policy: "Policy" },
      status: { draft: "Draft", published: "Published", withdrawn: "Withdrawn" },
    },
    actions: { publish: "Publish", withdraw: "Withdraw" },
    confirm: { publish: "Publish this news item? It shows on the home page within its window.", withdraw: "Withdraw this news item from the home page?" },
    done: { publish: "The news item is published.", withdraw: "The news item is withdrawn." },
  },
  zh: {
    title: "商品资讯",
    fields: { title: "标题", category: "分类", status: "状态", publishFrom: "发布开始", publishTo: "发布结束", coverImage: "封面图片", body: "正文", createTime: "创建时间" },
    options: {
      category: { company: "公司动态", product: "商品资讯", industry: "行业资讯", policy: "政策法规" },
      status: { draft: "草稿", published: "已发布", withdrawn: "已撤回" },
    },
    actions: { publish: "发布", withdraw: "撤回" },
    confirm: { publish: "发布这条资讯？它将在发布期内显示在首页。", withdraw: "从首页撤回这条资讯？" },
    done: { publish: "资讯已发布。", withdraw: "资讯已撤回。" },
  },
  tw: {
    title: "商品資訊",
    fields: { title: "標題", category: "分類", status: "狀態", publishFrom: "發布開始", publishTo: "發布結束", coverImage: "封面圖片", body: "正文", createTime: "建立時間" },
    options: {
      category: { company: "公司動態", product: "商品資訊", industry: "行業資訊", policy: "政策法規" },
      status: { draft: "草稿", published: "已發布", withdrawn: "已撤回" },
    },
    actions: { publish: "發布", withdraw: "撤回" },
    confirm: { publish: "發布這則資訊？它將在發布期間顯示於首頁。", withdraw: "從首頁撤回這則資訊？" },
    done: { publish: "資訊已發布。", withdraw: "資訊已撤回。" },
  },
  provider: {
    zh: {
      [nm.category]: "请选择资讯分类",
      [nm.dateShape]: "请输入日期，格式 YYYY-MM-DD",
      [nm.windowReversed]: "发布结束日期不能早于开始日期",
      [nm.bodyEmpty]: "请填写资讯正文",
      [nm.bodyTooLong]: "正文过长",
      [nm.stepNotAllowed]: "该资讯当前状态不允许此操作",
    },
    tw: {
      [nm.category]: "請選擇資訊分類",
      [nm.dateShape]: "請輸入日期，格式 YYYY-MM-DD",
      [nm.windowReversed]: "發布結束日期不能早於開始日期",
      [nm.bodyEmpty]: "請填寫資訊正文",
      [nm.bodyTooLong]: "正文過長",
      [nm.stepNotAllowed]: "該資訊目前狀態不允許此操作",
    },
  },
};

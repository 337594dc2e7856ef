import { workflowProviderText } from "./workflow-messages.i18n";

const en = {
  fields: {
    name: "Name", key: "Process key", category: "Category", version: "Version", deployedVersion: "Deployed version", orgId: "Organisation",
    referableOrgIds: "Referable organisations", referableUserIds: "Referable people", formKey: "Used form", description: "Description", updateTime: "Updated",
  },
  options: { formKey: { none: "None (free variables)", leave: "Leave request" } },
  actions: { deploy: "Deploy" },
  confirm: { deploy: "Deploy the model as the next version of its process definition?" },
  deployed: "Deployed: {{key}} version {{version}}",
  openModeler: "Modeller",
  modeler: { title: "Modeller · {{name}} ({{key}})", save: "Save", saved: "Diagram saved", deploy: "Save and deploy", back: "Back to models", version: "Version {{version}}" },
  start: {
    open: "Start", ask: "Start a process", process: "Process", title: "Start {{name}}", businessKey: "Business key", comment: "Comment", submit: "Start", started: "Process started",
    leaveStart: "Leave starts", leaveEnd: "Leave ends", days: "Days", remark: "Remark",
  },
  variables: { title: "Variables", name: "Name", value: "Value", add: "Add a variable", remove: "Remove variable {{name}}", hint: "Numbers and true/false are read as such", none: "No variables" },
  status: { running: "Running", ended: "Ended" },
  suspended: { false: "Active", true: "Suspended" },
  result: { completed: "Completed", rejected: "Rejected", terminated: "Terminated" },
  outcome: { completed: "Completed", regressed: "Sent back", rejected: "Rejected", terminated: "Terminated", cancelled: "Cancelled" },
  formValues: { yes: "Yes", no: "No", noLines: "No lines" },
  history: {
    title: "History", when: "When", step: "Step", action: "Action", who: "By", comment: "Comment", none: "No steps yet", formValues: "{{form}} filled in at {{step}}",
    actions: {
      start: "Started", create: "Task created", claim: "Claimed", assign: "Assigned", delegate: "Delegated", resolve: "Resolved", complete: "Completed", regress: "Sent back",
      reject: "Rejected", terminate: "Terminated", pass: "Passed", fork: "Split", join: "Joined", end: "Ended",
    },
  },
  detail: { open: "Details", title: "Process instance {{id}} · {{name}}", back: "Back to instances", diagram: "Diagram", startedBy: "Started by {{name}} at {{time}}", openTasks: "Open tasks", waiting: "Waiting for {{who}}", candidates: "candidates {{groups}}" },
  task: {
    handle: "Handle", claim: "Claim", claimed: "Task claimed", title: "{{task}} · {{process}}", action: "Step", comment: "Comment", user: "User", submit: "Confirm",
    actions: { complete: "Complete", assign: "Assign", delegate: "Delegate", regress: "Send back", reject: "Reject", terminate: "Terminate" },
    hints: {
      complete: "Finish the task; the process moves on.", completeForm: "Fill in {{form}} to finish the task; the process moves on.", assign: "Hand the task to someone else.", delegate: "Ask someone to do it; it comes back to you.",
      regress: "Send it back to the previous task.", reject: "Send it back to the starter.", terminate: "End the whole process.",
    },
    done: { complete: "Task completed", assign: "Task assigned", delegate: "Task delegated", regress: "Task sent back", reject: "Task rejected", terminate: "Process terminated" },
    suspended: "Suspended: the task cannot be completed now",
  },
};

const zh: typeof en = {
  fields: {
    name: "名称", key: "流程标识", category: "分类", version: "版本", deployedVersion: "已部署版本", orgId: "所属组织",
    referableOrgIds: "可引用组织", referableUserIds: "可引用人员", formKey: "使用表单", description: "描述", updateTime: "更新时间",
  },
  options: { formKey: { none: "无（自由变量）", leave: "请假申请" } },
  actions: { deploy: "部署" },
  confirm: { deploy: "将此模型部署为其流程定义的下一版本吗？" },
  deployed: "已部署：{{key}} 第 {{version}} 版",
  openModeler: "建模",
  modeler: { title: "流程建模 · {{name}}（{{key}}）", save: "保存", saved: "流程图已保存", deploy: "保存并部署", back: "返回模型列表", version: "第 {{version}} 版" },
  start: {
    open: "发起", ask: "发起流程", process: "流程", title: "发起{{name}}", businessKey: "业务编号", comment: "意见", submit: "发起", started: "流程已发起",
    leaveStart: "请假开始", leaveEnd: "请假结束", days: "天数", remark: "备注",
  },
  variables: { title: "变量", name: "名称", value: "值", add: "添加变量", remove: "删除变量 {{name}}", hint: "数字和 true/false 按其类型读取", none: "没有变量" },
  status: { running: "运行中", ended: "已结束" },
  suspended: { false: "激活", true: "挂起" },
  result: { completed: "已完成", rejected: "已驳回", terminated: "已终止" },
  outcome: { completed: "已完成", regressed: "已退回", rejected: "已驳回", terminated: "已终止", cancelled: "已取消" },
  formValues: { yes: "是", no: "否", noLines: "没有明细行" },
  history: {
    title: "流转记录", when: "时间", step: "节点", action: "操作", who: "办理人", comment: "意见", none: "暂无记录", formValues: "{{step}} 填写的“{{form}}”",
    actions: {
      start: "发起", create: "任务生成", claim: "签收", assign: "转办", delegate: "委派", resolve: "委派完成", complete: "完成", regress: "退回",
      reject: "驳回", terminate: "终止", pass: "经过", fork: "分支", join: "合并", end: "结束",
    },
  },
  detail: { open: "详情", title: "流程实例 {{id}} · {{name}}", back: "返回实例列表", diagram: "流程图", startedBy: "{{name}} 发起于 {{time}}", openTasks: "待办任务", waiting: "等待 {{who}}", candidates: "候选组 {{groups}}" },
  task: {
    handle: "办理", claim: "签收", claimed: "任务已签收", title: "{{task}} · {{process}}", action: "操作", comment: "意见", user: "用户", submit: "确定",
    actions: { complete: "完成", assign: "转办", delegate: "委派", regress: "退回", reject: "驳回", terminate: "终止" },
    hints: {
      complete: "完成任务，流程继续流转。", completeForm: "填写“{{form}}”以完成任务，流程继续流转。", assign: "将任务交给他人办理。", delegate: "请他人代办，办完后回到您这里。",
      regress: "退回到上一个任务。", reject: "驳回给发起人。", terminate: "结束整个流程。",
    },
    done: { complete: "任务已完成", assign: "任务已转办", delegate: "任务已委派", regress: "任务已退回", reject: "任务已驳回", terminate: "流程已终止" },
    suspended: "已挂起：暂时不能办理此任务",
  },
};

const tw: typeof en = {
  fields: {
    name: "名稱", key: "流程標識", category: "分類", version: "版本", deployedVersion: "已部署版本", orgId: "所屬組織",
    referableOrgIds: "可引用組織", referableUserIds: "可引用人員", formKey: "使用表單", description: "描述", updateTime: "更新時間",
  },
  options: { formKey: { none: "無（自由變數）", leave: "請假申請" } },
  actions: { deploy: "部署" },
  confirm: { deploy: "將此模型部署為其流程定義的下一版本嗎？" },
  deployed: "已部署：{{key}} 第 {{version}} 版",
  openModeler: "建模",
  modeler: { title: "流程建模 · {{name}}（{{key}}）", save: "儲存", saved: "流程圖已儲存", deploy: "儲存並部署", back: "返回模型清單", version: "第 {{version}} 版" },
  start: {
    open: "發起", ask: "發起流程", process: "流程", title: "發起{{name}}", businessKey: "業務編號", comment: "意見", submit: "發起", started: "流程已發起",
    leaveStart: "請假開始", leaveEnd: "請假結束", days: "天數", remark: "備註",
  },
  variables: { title: "變數", name: "名稱", value: "值", add: "新增變數", remove: "刪除變數 {{name}}", hint: "數字和 true/false 依其類型讀取", none: "沒有變數" },
  status: { running: "執行中", ended: "已結束" },
  suspended: { false: "啟用", true: "暫停" },
  result: { completed: "已完成", rejected: "已駁回", terminated: "已終止" },
  outcome: { completed: "已完成", regressed: "已退回", rejected: "已駁回", terminated: "已終止", cancelled: "已取消" },
  formValues: { yes: "是", no: "否", noLines: "沒有明細行" },
  history: {
    title: "流轉記錄", when: "時間", step: "節點", action: "操作", who: "辦理人", comment: "意見", none: "尚無記錄", formValues: "{{step}} 填寫的「{{form}}」",
    actions: {
      start: "發起", create: "任務產生", claim: "簽收", assign: "轉辦", delegate: "委派", resolve: "委派完成", complete: "完成", regress: "退回",
      reject: "駁回", terminate: "終止", pass: "經過", fork: "分支", join: "合併", end: "結束",
    },
  },
  detail: { open: "詳情", title: "流程實例 {{id}} · {{name}}", back: "返回實例清單", diagram: "流程圖", startedBy: "{{name}} 發起於 {{time}}", openTasks: "待辦任務", waiting: "等待 {{who}}", candidates: "候選群組 {{groups}}" },
  task: {
    handle: "辦理", claim: "簽收", claimed: "任務已簽收", title: "{{task}} · {{process}}", action: "操作", comment: "意見", user: "使用者", submit: "確定",
    actions: { complete: "完成", assign: "轉辦", delegate: "委派", regress: "退回", reject: "駁回", terminate: "終止" },
    hints: {
      complete: "完成任務，流程繼續流轉。", completeForm: "填寫「{{form}}」以完成任務，流程繼續流轉。", assign: "將任務交給他人辦理。", delegate: "請他人代辦，辦完後回到您這裡。",
      regress: "退回到上一個任務。", reject: "駁回給發起人。", terminate: "結束整個流程。",
    },
    done: { complete: "任務已完成", assign: "任務已轉辦", delegate: "任務已委派", regress: "任務已退回", reject: "任務已駁回", terminate: "流程已終止" },
    suspended: "已暫停：暫時不能辦理此任務",
  },
};

/** Models, with what every workflow screen shares: the start form, the task steps, the history. */
export const processModelText = { en: { title: "Process models", ...en }, zh: { title: "流程模型", ...zh }, tw: { title: "流程模型", ...tw }, provider: workflowProviderText };

export const processDefinitionText = {
  en: {
    title: "Process definitions",
    fields: { key: "Process key", name: "Name", version: "Version", category: "Category", suspended: "Status", latest: "Latest version", deployTime: "Deployed" },
    options: { suspended: en.suspended, latest: { true: "Yes", false: "No" } },
    actions: { activate: "Activate", suspend: "Suspend" },
    confirm: { activate: "Activate this definition? Instances can start from it again.", suspend: "Suspend this definition? Nothing starts from it and its tasks cannot be completed." },
    done: { activate: "Definition activated", suspend: "Definition suspended" },
  },
  zh: {
    title: "流程定义",
    fields: { key: "流程标识", name: "名称", version: "版本", category: "分类", suspended: "状态", latest: "最新版本", deployTime: "部署时间" },
    options: { suspended: zh.suspended, latest: { true: "是", false: "否" } },
    actions: { activate: "激活", suspend: "挂起" },
    confirm: { activate: "激活此流程定义？之后可再次发起流程。", suspend: "挂起此流程定义？挂起后不能发起，其任务也不能办理。" },
    done: { activate: "流程定义已激活", suspend: "流程定义已挂起" },
  },
  tw: {
    title: "流程定義",
    fields: { key: "流程標識", name: "名稱", version: "版本", category: "分類", suspended: "狀態", latest: "最新版本", deployTime: "部署時間" },
    options: { suspended: tw.suspended, latest: { true: "是", false: "否" } },
    actions: { activate: "啟用", suspend: "暫停" },
    confirm: { activate: "啟用此流程定義？之後可再次發起流程。", suspend: "暫停此流程定義？暫停後不能發起，其任務也不能辦理。" },
    done: { activate: "流程定義已啟用", suspend: "流程定義已暫停" },
  },
};

export const processInstanceText = {
  en: {
    title: "Process instances",
    fields: { id: "Instance", definitionName: "Process", definitionKey: "Process key", businessKey: "Business key", status: "Status", result: "Result", startUserName: "Starter", currentActivityNames: "Current node", suspended: "Suspended", startTime: "Started", endTime: "Ended" },
    options: { status: en.status, result: en.result, suspended: { false: "No", true: "Yes" } },
    actions: { activate: "Activate", suspend: "Suspend" },
    confirm: { activate: "Activate this instance? Its tasks can be completed again.", suspend: "Suspend this instance? Its tasks cannot be completed until it is activated." },
    done: { activate: "Instance activated", suspend: "Instance suspended" },
  },
  zh: {
    title: "流程实例",
    fields: { id: "实例", definitionName: "流程", definitionKey: "流程标识", businessKey: "业务编号", status: "状态", result: "结果", startUserName: "发起人", currentActivityNames: "当前节点", suspended: "挂起", startTime: "发起时间", endTime: "结束时间" },
    options: { status: zh.status, result: zh.result, suspended: { false: "否", true: "是" } },
    actions: { activate: "激活", suspend: "挂起" },
    confirm: { activate: "激活此流程实例？其任务可再次办理。", suspend: "挂起此流程实例？激活前其任务不能办理。" },
    done: { activate: "流程实例已激活", suspend: "流程实例已挂起" },
  },
  tw: {
    title: "流程實例",
    fields: { id: "實例", definitionName: "流程", definitionKey: "流程標識", businessKey: "業務編號", status: "狀態", result: "結果", startUserName: "發起人", currentActivityNames: "目前節點", suspended: "暫停", startTime: "發起時間", endTime: "結束時間" },
    options: { status: tw.status, result: tw.result, suspended: { false: "否", true: "是" } },
    actions: { activate: "啟用", suspend: "暫停" },
    confirm: { activate: "啟用此流程實例？其任務可再次辦理。", suspend: "暫停此流程實例？啟用前其任務不能辦理。" },
    done: { activate: "流程實例已啟用", suspend: "流程實例已暫停" },
  },
};

const taskFields = {
  en: { name: "Task", businessKey: "Business key", definitionName: "Process", instanceId: "Instance", startUserName: "Starter", assigneeName: "Assignee", candidateGroups: "Candidates", claimTime: "Claimed", createTime: "Created", outcome: "Outcome", endTime: "Finished" },
  zh: { name: "任务", businessKey: "业务编号", definitionName: "流程", instanceId: "实例", startUserName: "发起人", assigneeName: "办理人", candidateGroups: "候选组", claimTime: "签收时间", createTime: "创建时间", outcome: "结果", endTime: "完成时间" },
  tw: { name: "任務", businessKey: "業務編號", definitionName: "流程", instanceId: "實例", startUserName: "發起人", assigneeName: "辦理人", candidateGroups: "候選群組", claimTime: "簽收時間", createTime: "建立時間", outcome: "結果", endTime: "完成時間" },
};

export const myTaskText = {
  en: { title: "My tasks", fields: taskFields.en },
  zh: { title: "我的待办", fields: taskFields.zh },
  tw: { title: "我的待辦", fields: taskFields.tw },
};

export const doneTaskText = {
  en: { title: "Done tasks", fields: taskFields.en, options: { outcome: en.outcome } },
  zh: { title: "已办任务", fields: taskFields.zh, options: { outcome: zh.outcome } },
  tw: { title: "已辦任務", fields: taskFields.tw, options: { outcome: tw.outcome } },
};

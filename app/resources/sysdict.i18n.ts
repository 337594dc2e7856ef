import { sysDictMessages as dm } from "#contract/admin/sysdict";
import type { ResourceText } from "./resources.i18n";

const TYPE_RULE = "type may hold letters, digits, '.', '_' and '-'";

/** Labels of the dictionaries screen (`resources.sysdict`) and its provider messages. */
export const sysDictText: ResourceText = {
  en: {
    title: "Dictionaries",
    fields: { dictName: "Name", dictNameEn: "English name", dictNameZh: "Simplified Chinese name", dictNameTw: "Traditional Chinese name", dictType: "Type", dictValue: "Value", dictSequence: "Sequence", parentId: "Dictionary type", isPrivate: "Private", updateTime: "Updated" },
    options: { isPrivate: { true: "Private", false: "Platform" } },
  },
  zh: {
    title: "字典管理",
    fields: { dictName: "字典名称", dictNameEn: "英文名称", dictNameZh: "简体中文名称", dictNameTw: "繁体中文名称", dictType: "字典类型", dictValue: "字典值", dictSequence: "排序", parentId: "所属字典类型", isPrivate: "私有", updateTime: "更新时间" },
    options: { isPrivate: { true: "私有", false: "平台" } },
  },
  tw: {
    title: "字典管理",
    fields: { dictName: "字典名稱", dictNameEn: "英文名稱", dictNameZh: "簡體中文名稱", dictNameTw: "繁體中文名稱", dictType: "字典類型", dictValue: "字典值", dictSequence: "排序", parentId: "所屬字典類型", isPrivate: "私有", updateTime: "更新時間" },
    options: { isPrivate: { true: "私有", false: "平台" } },
  },
  provider: {
    zh: {
      [dm.valueTaken]: "该字典类型下已存在相同值的条目",
      [dm.parentNotFound]: "上级字典不存在",
      [dm.parentNotHeader]: "字典条目只能直接位于字典类型之下",
      [dm.typeMismatch]: "字典条目的类型须与上级相同",
      [dm.hasChildren]: "请先删除该字典的条目",
      [dm.platformOnly]: "只有管理员可以修改平台字典",
      [TYPE_RULE]: "字典类型只能包含字母、数字、“.”、“_”和“-”",
    },
    tw: {
      [dm.valueTaken]: "該字典類型下已存在相同值的條目",
      [dm.parentNotFound]: "上級字典不存在",
      [dm.parentNotHeader]: "字典條目只能直接位於字典類型之下",
      [dm.typeMismatch]: "字典條目的類型須與上級相同",
      [dm.hasChildren]: "請先刪除該字典的條目",
      [dm.platformOnly]: "只有管理員可以修改平台字典",
      [TYPE_RULE]: "字典類型只能包含字母、數字、「.」、「_」和「-」",
    },
  },
};

import { orderMessages as o } from "#contract/business/messages";
import { namingRefusal } from "#contract/messages";
import { Translations } from "~/i18n/translator";
import { providerText } from "./messages";

const t = (() => {
  const translations = new Translations();
  translations.addResourceBundle("zh", "provider", { [o.supplierHasOrders]: "该供应商已有订单，不能删除，可改为停用" });
  return translations.fixedT("zh");
})();

describe("a provider's text in the user's words", () => {
  it("translates a refusal that names records, and keeps the names as they came", () => {
    expect(providerText(t, namingRefusal(o.supplierHasOrders, ["ORD-2611-0001", "ORD-2611-0002"]))).toBe("该供应商已有订单，不能删除，可改为停用: ORD-2611-0001, ORD-2611-0002");
    expect(providerText(t, o.supplierHasOrders)).toBe("该供应商已有订单，不能删除，可改为停用");
    // Unknown to the catalogue, a text shows as it came.
    expect(providerText(t, "something else")).toBe("something else");
  });

  it("lists ten names at most", () => {
    const names = Array.from({ length: 12 }, (_, i) => `ORD-${i}`);
    expect(namingRefusal("m", names)).toBe(`m\n${names.slice(0, 10).join(", ")} …`);
  });
});

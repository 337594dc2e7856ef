import { serverTranslations } from "~/i18n/i18n.server";
import { htsRateText, htsUnitText } from "./hts-wording";

const t = (language: "en" | "zh" | "tw") => serverTranslations.fixedT(language);

describe("US HTS wording", () => {
  it("names units of quantity in the page's language", () => {
    expect(htsUnitText("No.", t("tw"))).toBe("個");
    expect(htsUnitText("doz.;kg", t("zh"))).toBe("打 / 千克");
    expect(htsUnitText("prs.", t("en"))).toBe("prs.");
    expect(htsUnitText("m²", t("tw"))).toBe("m²");
    expect(htsUnitText("", t("tw"))).toBeNull();
  });

  it("says Free in the page's language and brackets the programs its way", () => {
    expect(htsRateText("Free", t("tw"))).toBe("免稅");
    expect(htsRateText("Free (AU,BH, CL)", t("tw"))).toBe("免稅（AU,BH,CL）");
    expect(htsRateText("Free (AU,BH)", t("en"))).toBe("Free (AU,BH)");
    expect(htsRateText("16.5%", t("zh"))).toBe("16.5%");
  });
});

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SYSTEM_MODULE_CODES, SYSTEM_MODULES } from "#contract/business/module";
import { isLanguage } from "~/i18n/config";
import { useTranslation } from "~/i18n/react";
import { ANCHORS } from "~/public/links";
import { AnchoredSection, PageHead, siteStyles as s } from "~/public/PublicLayout";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  seo: await pageSeo(request, {
    title: "site.solutions.title",
    description: "site.solutions.description",
  }),
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicMeta(matches, data?.seo);
export const headers = publicHeaders;

const SECTIONS = [
  [ANCHORS.solutions.solutions, "solutionsTitle", "solutions"],
  [ANCHORS.solutions.partners, "partnersTitle", "partners"],
] as const;

interface Card {
  title: string;
  text: string;
}

function Cards({ items }: { items: readonly Card[] }) {
  return (
    <div className={s.cards}>
      {items.map((item) => (
        <div key={item.title} className={s.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * Solutions, app market and partners: three anchored sections (SPEC §2). The market lists the
 * system modules a tenant can switch on (/SystemModule), worded by the contract.
 */
export default function Solutions() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const cards = (list: (typeof SECTIONS)[number][2]) => t(`site.solutions.${list}`, { returnObjects: true }) as Card[];
  const modules = SYSTEM_MODULE_CODES.map((code) => ({ title: SYSTEM_MODULES[code].name[language], text: SYSTEM_MODULES[code].description[language] }));
  const [solutions, partners] = SECTIONS;
  return (
    <>
      <PageHead title={t("site.solutions.title")} lead={t("site.solutions.description")} />
      <AnchoredSection id={solutions[0]} title={t(`site.solutions.${solutions[1]}`)}>
        <Cards items={cards(solutions[2])} />
      </AnchoredSection>
      <AnchoredSection id={ANCHORS.solutions.market} title={t("site.solutions.marketTitle")}>
        <p className={s.sectionLead}>{t("site.solutions.marketLead")}</p>
        <div data-testid="app-market">
          <Cards items={modules} />
        </div>
      </AnchoredSection>
      <AnchoredSection id={partners[0]} title={t(`site.solutions.${partners[1]}`)}>
        <Cards items={cards(partners[2])} />
      </AnchoredSection>
    </>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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
  [ANCHORS.solutions.market, "marketTitle", "market"],
  [ANCHORS.solutions.partners, "partnersTitle", "partners"],
] as const;

/** Solutions, app market and partners: three anchored sections (SPEC §2). */
export default function Solutions() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t("site.solutions.title")} lead={t("site.solutions.description")} />
      {SECTIONS.map(([anchor, title, list]) => (
        <AnchoredSection key={anchor} id={anchor} title={t(`site.solutions.${title}`)}>
          <div className={s.cards}>
            {(
              t(`site.solutions.${list}`, { returnObjects: true }) as {
                title: string;
                text: string;
              }[]
            ).map((item) => (
              <div key={item.title} className={s.card}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            ))}
          </div>
        </AnchoredSection>
      ))}
    </>
  );
}

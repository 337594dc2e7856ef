import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { ANCHORS } from "~/public/links";
import { AnchoredSection, PageHead, siteStyles as s } from "~/public/PublicLayout";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  seo: await pageSeo(request, {
    title: "site.products.title",
    description: "site.products.description",
  }),
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicMeta(matches, data?.seo);
export const headers = publicHeaders;

const SERVICES = [
  ["usClearance", ANCHORS.products.usClearance, "/usaHome"],
  ["hkBusiness", ANCHORS.products.hkBusiness, "/hongKongSeamless"],
  ["hsClassification", ANCHORS.products.hsClassification, "/goodsClassification"],
  ["tradeServices", ANCHORS.products.tradeServices, "/orderList"],
] as const;

/** The services, each under an anchor the footer reaches (SPEC §2). */
export default function ProductService() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t("site.products.title")} lead={t("site.products.intro")} />
      {SERVICES.map(([key, anchor, href]) => (
        <AnchoredSection key={key} id={anchor} title={t(`site.products.items.${key}.title`)}>
          <div className={s.split}>
            <div>
              <p className={s.lead} style={{ marginBottom: "1.5rem" }}>
                {t(`site.products.items.${key}.text`)}
              </p>
              <a
                className={`${s.button} ${s.buttonGhost}`}
                href={key === "hsClassification" ? href : `/login?redirect=${encodeURIComponent(href)}`}
              >
                {key === "hsClassification" ? t("site.nav.classification") : t("site.nav.login")}
              </a>
            </div>
            <ul className={s.pointTiles}>
              {(t(`site.products.items.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </AnchoredSection>
      ))}
    </>
  );
}

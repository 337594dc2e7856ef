import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseAppEnv } from "~/env.server";
import { useTranslation } from "~/i18n/react";
import { ANCHORS, CONTACT } from "~/public/links";
import { AnchoredSection, PageHead, siteStyles as s } from "~/public/PublicLayout";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  seo: await pageSeo(request, {
    title: "site.about.title",
    description: "site.about.description",
  }),
  email: parseAppEnv(process.env).CONTACT_EMAIL ?? null,
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicMeta(matches, data?.seo);
export const headers = publicHeaders;

/** The company, contact details and offices, each under an anchor (SPEC §2). */
export default function AboutUs() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const a = ANCHORS.about;
  return (
    <>
      <PageHead title={t("site.about.title")} lead={t("site.about.description")} />
      {/* The company and how to reach it side by side on wide screens; offices below. */}
      <div className={s.section}>
        <div className={`${s.container} ${s.split}`}>
          <section id={a.company} aria-labelledby={`${a.company}-title`}>
            <h2 id={`${a.company}-title`} className={s.sectionTitle}>
              {t("site.about.companyTitle")}
            </h2>
            <p className={s.lead}>{t("site.about.company")}</p>
          </section>
          <section id={a.contact} aria-labelledby={`${a.contact}-title`}>
            <h2 id={`${a.contact}-title`} className={s.sectionTitle}>
              {t("site.about.contactTitle")}
            </h2>
            <dl className={s.cards} style={{ margin: 0 }}>
              <div className={s.card}>
                <dt>{t("site.about.hotline")}</dt>
                <dd
                  style={{
                    margin: "0.5rem 0 0",
                    fontSize: "1.8rem",
                    fontWeight: 700,
                  }}
                >
                  <a href={CONTACT.hotlineTel}>{CONTACT.hotline}</a>
                </dd>
              </div>
              {email ? (
                <div className={s.card}>
                  <dt>{t("site.about.email")}</dt>
                  <dd style={{ margin: "0.5rem 0 0" }}>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              ) : null}
              <div className={s.card}>
                <dt>{t("site.about.hours")}</dt>
                <dd style={{ margin: "0.5rem 0 0" }}>{t("site.about.hoursValue")}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
      <AnchoredSection id={a.offices} title={t("site.about.officesTitle")}>
        <div className={s.cards}>
          {(
            t("site.about.offices", { returnObjects: true }) as {
              city: string;
              address: string;
            }[]
          ).map((office) => (
            <address key={office.city} className={s.card} style={{ fontStyle: "normal" }}>
              <h3>{office.city}</h3>
              <p>{office.address}</p>
            </address>
          ))}
        </div>
      </AnchoredSection>
    </>
  );
}

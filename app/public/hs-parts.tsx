import type { HsNode, HsSegment } from "#contract/hs";
import { useTranslation } from "~/i18n/react";
import { hsLabelText } from "./hs-format";
import { browseHref, CLASSIFICATION_PATH, SEARCH_PAGE_SIZES, type SearchPageSize } from "./hs-query";
import { siteStyles as s } from "./PublicLayout";
import c from "./classification.module.css";

/** The pieces both goods-classification pages draw: code labels, descriptions, paths and the search form. */

/** "Section XI", "Chapter 61", "Heading 61.09", "Subheading 6109.10", in the page's language. */
export function useHsLabel(): (node: Pick<HsNode, "code" | "level">) => string {
  const { t } = useTranslation();
  return (node) => {
    const { key, values } = hsLabelText(node);
    return t(key, values);
  };
}

/** The HS texts are English data: marked as such, so they are read out in English. */
export function HsDescription({ text, segments }: { text: string; segments?: HsSegment[] }) {
  return (
    <span lang="en" className={c.description}>
      {segments ? segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text)) : text}
    </span>
  );
}

/**
 * On zh and tw pages, the code's name in Taiwan's tariff beside the English description, in
 * the page's script; nothing on English pages or where the code has no Chinese name.
 */
export function HsChineseName({ node }: { node: Pick<HsNode, "nameZh" | "nameTw"> }) {
  const { i18n } = useTranslation();
  const name = i18n.language === "tw" ? (node.nameTw ?? node.nameZh) : i18n.language === "zh" ? node.nameZh : null;
  if (!name) return null;
  return (
    <span lang={i18n.language === "tw" ? "zh-TW" : "zh-CN"} className={c.chineseName} data-testid="hs-chinese-name">
      {name}
    </span>
  );
}

/** An entry's English description with its Chinese name beneath it, as one column of the row. */
export function HsEntryText({ node, segments }: { node: Pick<HsNode, "description" | "nameZh" | "nameTw">; segments?: Parameters<typeof HsDescription>[0]["segments"] }) {
  return (
    <span className={c.entryText}>
      <HsDescription text={node.description} segments={segments} />
      <HsChineseName node={node} />
    </span>
  );
}

/** Section, chapter and heading above an entry, each opening that level's list. */
export function HsTrail({ path }: { path: HsNode[] }) {
  const { t } = useTranslation();
  const label = useHsLabel();
  if (path.length === 0) return null;
  return (
    <ol className={c.trail} aria-label={t("classification.results.path")}>
      {path.map((node) => (
        <li key={node.code}>
          <a href={browseHref(node.code)}>
            <strong>{label(node)}</strong> <HsDescription text={node.description} />
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Discreet, for zh and tw only: the English description is the legal text, the Chinese name a guide. */
export function EnglishOnlyNote({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  if (i18n.language === "en") return null;
  return <span className={className}>{t("classification.englishOnly")}</span>;
}

/** A GET form, so a search is a link and works without scripts; /site/hs-search.js adds instant results. */
export function HsSearchForm({ keyword = "", size = SEARCH_PAGE_SIZES[0] }: { keyword?: string; size?: SearchPageSize }) {
  const { t } = useTranslation();
  return (
    <form method="get" action={CLASSIFICATION_PATH} role="search" className={c.form} data-hs-search>
      <label htmlFor="hs-keyword" className={c.formLabel}>
        {t("classification.form.label")}
      </label>
      <div className={c.formRow}>
        <input
          id="hs-keyword"
          className={c.keyword}
          name="keyword"
          type="search"
          defaultValue={keyword}
          maxLength={100}
          placeholder={t("classification.form.placeholder")}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="hs-hint"
        />
        <label className={c.size}>
          <span>{t("classification.form.size")}</span>
          <select name="size" defaultValue={size} data-default={SEARCH_PAGE_SIZES[0]}>
            {SEARCH_PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={s.button}>
          {t("classification.form.submit")}
        </button>
      </div>
      <p id="hs-hint" className={c.hint}>
        {t("classification.form.hint")} <EnglishOnlyNote />
      </p>
    </form>
  );
}

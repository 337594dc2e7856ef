import { i18nServer } from "~/i18n/i18n.server";

/** A public screen's browser title in the visitor's language: "<screen> | <product>". */
export function screenTitle(request: Request, key: string): string {
  const t = i18nServer.getFixedT(request);
  return `${t(key)} | ${t("app.name")}`;
}

import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isBusinessArea } from "./areas";
import { menuTitle, menuTrail, type ShellMenuNode } from "./menu";
import classes from "./Shell.module.css";

/** SPEC §2: the breadcrumb starts at /workbench unless the page is Home (the workbench itself). */
export function Breadcrumbs({ menu, pathname, language }: { menu: ShellMenuNode[]; pathname: string; language: string }) {
  const { t } = useTranslation();
  const home = pathname.toLowerCase() === "/workbench";
  const trail = home ? [] : menuTrail(menu, pathname).filter((node) => !isBusinessArea(node.menuCode));
  const last = trail.length - 1;
  return (
    <nav aria-label={t("shell.breadcrumb")} className={classes.breadcrumb}>
      <MantineBreadcrumbs separatorMargin={6} fz="sm">
      {home ? (
        <Text size="sm" fw={500} aria-current="page">
          {t("shell.workbench")}
        </Text>
      ) : (
        <Anchor component={Link} to="/workbench" size="sm">
          {t("shell.workbench")}
        </Anchor>
      )}
      {trail.map((node, i) =>
        i === last || !node.menuPath ? (
          <Text key={node.menuCode} size="sm" c={i === last ? undefined : "dimmed"} fw={i === last ? 500 : undefined} aria-current={i === last ? "page" : undefined}>
            {menuTitle(node, language)}
          </Text>
        ) : (
          <Anchor key={node.menuCode} component={Link} to={node.menuPath} size="sm">
            {menuTitle(node, language)}
          </Anchor>
        ),
      )}
      </MantineBreadcrumbs>
    </nav>
  );
}

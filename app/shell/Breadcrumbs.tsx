import { Anchor, Menu, Text, UnstyledButton } from "@mantine/core";
import { useIsomorphicEffect } from "@mantine/hooks";
import { Link } from "@remix-run/react";
import { Fragment, memo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { isBusinessArea } from "./areas";
import { menuTitle, menuTrail } from "./menu";
import type { ShellMenuNode } from "./menu";
import classes from "./Shell.module.css";

interface Crumb {
  key: string;
  label: string;
  to: string | null;
}

function CrumbLink({ crumb, current }: { crumb: Crumb; current: boolean }) {
  if (current || !crumb.to) {
    return (
      <Text component="span" size="sm" className={classes.crumbText} c={current ? undefined : "dimmed"} fw={current ? 500 : undefined} aria-current={current ? "page" : undefined} title={crumb.label}>
        {crumb.label}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={crumb.to} size="sm" className={classes.crumbText}>
      {crumb.label}
    </Anchor>
  );
}

/** The crumbs not drawn, behind a "…" button that lists them. */
function HiddenCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} withinPortal position="bottom-start">
      <Menu.Target>
        <UnstyledButton className={classes.crumbEllipsis} aria-label={t("layout.hiddenCrumbs")}>
          …
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Menu.Item key={crumb.key} component={Link} to={crumb.to}>
              {crumb.label}
            </Menu.Item>
          ) : (
            <Menu.Label key={crumb.key}>{crumb.label}</Menu.Label>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * SPEC §2: the breadcrumb starts at /workbench unless the page is Home (the workbench itself).
 * It always stays on one line: when the whole path does not fit, the middle crumbs fold into
 * "…", then the workbench too; the current page's name is cut with an ellipsis while it is short of room.
 */
export const Breadcrumbs = memo(function Breadcrumbs({
  menu,
  pathname,
  language,
  onPathWidth,
}: {
  menu: ShellMenuNode[];
  pathname: string;
  language: string;
  /** Told the whole path's width in px whenever it is measured (the header gives it room first). */
  onPathWidth?: (px: number) => void;
}) {
  const { t } = useTranslation();
  const home = pathname.toLowerCase() === "/workbench";
  const trail = home ? [] : menuTrail(menu, pathname).filter((node) => !isBusinessArea(node.menuCode));
  const crumbs: Crumb[] = [
    { key: "workbench", label: t("shell.workbench"), to: "/workbench" },
    ...trail.map((node) => ({ key: node.menuCode, label: menuTitle(node, language), to: node.menuPath })),
  ];
  const last = crumbs[crumbs.length - 1];
  // Ways to draw the path, widest first (null: the "…" button standing for the crumbs not drawn).
  const levels: (Crumb | null)[][] = [crumbs];
  if (crumbs.length > 2) levels.push([crumbs[0], null, last]);
  if (crumbs.length > 1) levels.push([null, last]);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [fold, setFold] = useState(0);
  const widths = useRef<number[]>([]);

  // A new path is measured whole first.
  useIsomorphicEffect(() => setFold(0), [pathname, language]);
  useIsomorphicEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list) return;
    const update = () => {
      const current = list.querySelector<HTMLElement>("[data-last-crumb] > *");
      const cut = current ? current.scrollWidth - current.clientWidth : 0;
      const lastCrumb = list.lastElementChild;
      if (fold === 0 && lastCrumb && onPathWidth) {
        const padding = parseFloat(getComputedStyle(list).paddingRight) || 0;
        onPathWidth(Math.ceil(lastCrumb.getBoundingClientRect().right - list.getBoundingClientRect().left + cut + padding));
      }
      if (fold < levels.length - 1 && cut > 0) {
        widths.current[fold] = nav.clientWidth + cut;
        setFold(fold + 1);
      } else if (fold > 0 && nav.clientWidth >= widths.current[fold - 1]) {
        setFold(fold - 1);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [fold, levels.length, pathname, language, crumbs.length, onPathWidth]);

  const shown = levels[Math.min(fold, levels.length - 1)];
  const hidden = crumbs.filter((crumb) => !shown.includes(crumb));
  return (
    <nav aria-label={t("shell.breadcrumb")} className={classes.breadcrumb} ref={navRef} data-path>
      <ol className={classes.crumbs} ref={listRef}>
        {shown.map((crumb, i) => (
          <Fragment key={crumb?.key ?? "hidden"}>
            {i > 0 ? (
              <li className={classes.crumbSeparator} aria-hidden>
                /
              </li>
            ) : null}
            <li className={classes.crumb} data-last-crumb={crumb === last || undefined}>
              {crumb ? <CrumbLink crumb={crumb} current={crumb === last && (home || trail.length > 0)} /> : <HiddenCrumbs crumbs={hidden} />}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
});

import { Menu, ScrollArea } from "@mantine/core";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { IconRefresh, IconX } from "@tabler/icons-react";
import { type KeyboardEvent, memo, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { clearDraft } from "./drafts";
import { menuTitle, menuTrail, recordListOf, type ShellMenuNode } from "./menu";
import {
  close, closeAll, closeOthers, deserialise, keepOpenable, openablePaths, pathOf, serialise, tabKey, TAGS_STORAGE_KEY,
  visitOpenable, WORKBENCH_PATH,
  type Closed, type Tab,
} from "./tags";
import classes from "./TagsView.module.css";
import { useSteadyRevalidate } from "./steady";

const PROFILE_PATH = "/profile/index";

/** The tab whose context menu is open, and where (viewport coordinates). */
interface TabActions {
  tab: Tab;
  x: number;
  y: number;
  opened: boolean;
}

function tabTitle(tab: Tab, menu: ShellMenuNode[], language: string): string {
  const node = menuTrail(menu, recordListOf(tab.key)).at(-1);
  return node ? menuTitle(node, language) : pathOf(tab.url);
}

/** Keeps the active tab in view inside the strip, without scrolling the page. */
function reveal(viewport: HTMLElement | null) {
  const tab = viewport?.querySelector('[aria-selected="true"]');
  if (!viewport || !tab) return;
  const outer = viewport.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  if (inner.left < outer.left) viewport.scrollLeft -= outer.left - inner.left;
  else if (inner.right > outer.right) viewport.scrollLeft += inner.right - outer.right;
}

/** The strip of open pages above the content (SPEC §2 "Shell behaviour": tabs). */
export const TagsView = memo(function TagsView({ menu, language }: { menu: ShellMenuNode[]; language: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [revalidate, revalidatorBridge] = useSteadyRevalidate();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [stored, setStored] = useState<readonly Tab[]>();
  const [actions, setActions] = useState<TabActions>();
  const url = location.pathname + location.search + location.hash;
  const activeKey = tabKey(location.pathname);
  const openable = useMemo(() => openablePaths(menu), [menu]);
  // Until mounted, draw what the server drew: it sees neither sessionStorage nor the hash.
  const tabs = stored ?? visitOpenable([], location.pathname + location.search, openable);

  // A switch changes the menu: tabs the new roles cannot open close with their drafts (SPEC §6).
  useEffect(() => {
    setStored((current) => {
      const known = current ?? deserialise(sessionStorage.getItem(TAGS_STORAGE_KEY));
      const kept = keepOpenable(known, openable);
      for (const tab of known) if (!kept.includes(tab)) clearDraft(tab.key);
      return visitOpenable(kept, url, openable);
    });
  }, [url, openable]);

  useEffect(() => {
    if (stored) sessionStorage.setItem(TAGS_STORAGE_KEY, serialise(stored));
  }, [stored]);

  useEffect(() => reveal(viewportRef.current), [activeKey, tabs.length]);

  const apply = ({ tabs: kept, next }: Closed) => {
    for (const tab of tabs) if (!kept.includes(tab)) clearDraft(tab.key);
    setStored(kept);
    if (next) navigate(next);
  };
  const closeTab = (tab: Tab) => apply(close(tabs, tab.key, activeKey));
  const refresh = (tab: Tab) => (tab.key === activeKey ? revalidate() : navigate(tab.url));
  /** Opens the tab's menu at the pointer, or under the tab when the keyboard asked for it. */
  const openActions = (tab: Tab, element: HTMLElement, pointer?: MouseEvent) => {
    const { left, bottom } = element.getBoundingClientRect();
    // A keyboard-made contextmenu event may carry no pointer position.
    const atPointer = pointer !== undefined && (pointer.clientX !== 0 || pointer.clientY !== 0);
    setActions({ tab, x: atPointer ? pointer.clientX : left, y: atPointer ? pointer.clientY : bottom, opened: true });
  };

  const onContextMenu = (tab: Tab) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    openActions(tab, event.currentTarget, event);
  };

  const onAuxClick = (tab: Tab) => (event: MouseEvent) => {
    if (event.button !== 1 || tab.pinned) return;
    event.preventDefault(); // the browser would open the link in a new tab
    closeTab(tab);
  };

  const onKeyDown = (tab: Tab) => (event: KeyboardEvent<HTMLElement>) => {
    const target = event.currentTarget;
    if ((event.shiftKey && event.key === "F10") || event.key === "ContextMenu") {
      openActions(tab, target);
    } else if (event.key === "Delete" && !tab.pinned) {
      closeTab(tab);
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const all = [...(viewportRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
      const step = event.key === "ArrowRight" ? 1 : -1;
      all[(all.indexOf(target) + step + all.length) % all.length]?.focus();
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div className={classes.strip}>
      {revalidatorBridge}
      <ScrollArea type="hover" scrollbars="x" scrollbarSize={4} viewportRef={viewportRef}>
        <div role="tablist" aria-label={t("tags.tabsLabel")} className={classes.list}>
          {tabs.map((tab) => {
            const active = tab.key === activeKey;
            const title =
              tab.key === WORKBENCH_PATH ? t("tags.workbench") : tab.key === PROFILE_PATH ? t("profile.title") : tabTitle(tab, menu, language);
            return (
              <div key={tab.key} className={classes.item} data-active={active || undefined}>
                <Link
                  to={tab.url}
                  role="tab"
                  aria-selected={active}
                  className={classes.tab}
                  onContextMenu={onContextMenu(tab)}
                  onAuxClick={onAuxClick(tab)}
                  onKeyDown={onKeyDown(tab)}
                >
                  {title}
                </Link>
                {tab.pinned ? null : (
                  // A tablist may own only tabs and a tab no controls, so this pointer shortcut is
                  // hidden from assistive technology; Delete and the context menu close by keyboard.
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-hidden
                    aria-label={t("tags.close", { title })}
                    className={classes.close}
                    onClick={() => closeTab(tab)}
                  >
                    <IconX size={12} />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </ScrollArea>
      <Menu
        opened={actions?.opened ?? false}
        onChange={(opened) => setActions((current) => current && { ...current, opened })}
        position="bottom-start"
        offset={2}
        // Focus lands on the first item, and a menu may own nothing but items.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          {/* Only positions the menu and, through Mantine's aria-labelledby, names it. */}
          <span
            aria-hidden
            aria-label={t("tags.menuLabel")}
            className={classes.anchor}
            style={{ left: actions?.x, top: actions?.y }}
          />
        </Menu.Target>
        <Menu.Dropdown onContextMenu={(event) => event.preventDefault()}>
          {actions ? (
            <>
              <Menu.Item leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => refresh(actions.tab)}>
                {t("tags.refresh")}
              </Menu.Item>
              <Menu.Item disabled={actions.tab.pinned} onClick={() => closeTab(actions.tab)}>
                {t("tags.closeTab")}
              </Menu.Item>
              <Menu.Item onClick={() => apply(closeOthers(tabs, actions.tab.key, activeKey))}>
                {t("tags.closeOthers")}
              </Menu.Item>
              <Menu.Item onClick={() => apply(closeAll(tabs, activeKey))}>{t("tags.closeAll")}</Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
});

import { ActionIcon, Highlight, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure, useHotkeys, useId, useOs } from "@mantine/hooks";
import { useNavigate } from "@remix-run/react";
import { IconSearch } from "@tabler/icons-react";
import { type KeyboardEvent, memo, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useNonce } from "~/nonce";
import type { ShellMenuNode } from "./menu";
import { buildSearchIndex, loadPinyin, pinyinApplies, searchMenu, type PinyinOf } from "./menu-search";
import classes from "./MenuSearch.module.css";

export interface MenuSearchProps {
  menu: ShellMenuNode[];
  language: string;
  /** The "pinyin menu search" setting; it only takes effect in Chinese. */
  pinyin: boolean;
}

/** The document attribute the early key listener sets when Ctrl/⌘ K came before the page hydrated. */
const PENDING_ATTRIBUTE = "data-menu-search-pending";

/**
 * Ctrl/⌘ K must work as soon as the shell is visible, which is before the scripts have hydrated
 * it. This inline listener, parsed with the page, notes the key (and keeps the browser's own
 * Ctrl K from taking it) until hydration; the search then opens.
 */
const EARLY_HOTKEY = `(function(){var d=document.documentElement;document.addEventListener("keydown",function(e){if(d.dataset.hydrated||!(e.ctrlKey||e.metaKey)||(e.key!=="k"&&e.key!=="K"))return;e.preventDefault();d.setAttribute("${PENDING_ATTRIBUTE}","")})})()`;

const optionId = (listboxId: string, position: number) => `${listboxId}-option-${position}`;

/** Navbar button and Ctrl/⌘ K dialog that finds a menu page by title, pinyin or path and opens it. */
export const MenuSearch = memo(function MenuSearch({ menu, language, pinyin }: MenuSearchProps) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const navigate = useNavigate();
  const os = useOs();
  const [opened, { open, close }] = useDisclosure(false);
  const [pinyinOf, setPinyinOf] = useState<PinyinOf | null>(null);
  const wantsPinyin = pinyinApplies({ language, pinyin });
  useEffect(() => {
    if (!wantsPinyin || pinyinOf) return;
    let live = true;
    void loadPinyin().then((fn) => live && setPinyinOf(() => fn));
    return () => {
      live = false;
    };
  }, [wantsPinyin, pinyinOf]);
  const shortcut = os === "macos" || os === "ios" ? "⌘ K" : "Ctrl K";

  // mod+K works even while typing in a form; "/" only outside inputs, where it cannot be text.
  useHotkeys([["mod+K", open]], []);
  useHotkeys([["/", open]]);
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute(PENDING_ATTRIBUTE)) return;
    root.removeAttribute(PENDING_ATTRIBUTE);
    open();
  }, [open]);

  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <>
      {/* suppressHydrationWarning: browsers hide the nonce attribute, so the client sees none. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_HOTKEY }} />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t("search.open")}
        aria-keyshortcuts="Control+K Meta+K"
        title={`${t("search.open")} (${shortcut})`}
        onClick={open}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t("search.title")} size="lg">
        <SearchPanel menu={menu} language={language} pinyin={pinyin} pinyinOf={pinyinOf} onGo={go} />
      </Modal>
    </>
  );
});

/**
 * The dialog's field and results. Drawn only while the dialog is open, so the index is built on
 * the first search rather than on every page's arrival; closing the dialog forgets the query.
 */
function SearchPanel({ menu, language, pinyin, pinyinOf, onGo }: MenuSearchProps & { pinyinOf: PinyinOf | null; onGo: (path: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listboxId = useId();
  const index = useMemo(() => buildSearchIndex(menu, { language, pinyin, pinyinOf }), [menu, language, pinyin, pinyinOf]);
  const results = useMemo(() => searchMenu(index, query), [index, query]);

  useEffect(() => {
    document.getElementById(optionId(listboxId, active))?.scrollIntoView({ block: "nearest" });
  }, [active, listboxId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and arrows also confirm and pick candidates in a Chinese input method.
    if (event.nativeEvent.isComposing || results.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      onGo(results[active].path);
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        data-autofocus
        label={t("search.label")}
        placeholder={t(pinyinApplies({ language, pinyin }) ? "search.placeholderPinyin" : "search.placeholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={results.length > 0 ? optionId(listboxId, active) : undefined}
      />
      <ul id={listboxId} role="listbox" aria-label={t("search.title")} className={classes.listbox}>
        {results.map((entry, position) => (
          <li
            key={entry.path}
            id={optionId(listboxId, position)}
            role="option"
            aria-selected={position === active}
            data-active={position === active || undefined}
            className={classes.option}
            onMouseEnter={() => setActive(position)}
            onClick={() => onGo(entry.path)}
          >
            <Highlight highlight={query.trim()} size="sm" fw={500}>
              {entry.title}
            </Highlight>
            <Text size="xs" c="dimmed">
              {[entry.trail.join(" › "), entry.path].filter(Boolean).join(" · ")}
            </Text>
          </li>
        ))}
      </ul>
      <Text size="sm" c="dimmed" role="status">
        {query.trim() && results.length === 0 ? t("search.noResults") : null}
      </Text>
      <Text size="xs" c="dimmed" className={classes.hint}>
        {t("search.hint")}
      </Text>
    </Stack>
  );
}

import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { useFullscreen } from "@mantine/hooks";
import { useLocation, useSubmit } from "@remix-run/react";
import { IconLanguage, IconMaximize, IconMinimize, IconTextSize } from "@tabler/icons-react";
import { memo, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES } from "~/lib/constants";
import { SIZES, type UiSize } from "./settings";
import { useSteadyFetcher } from "./steady";

export const FullscreenToggle = memo(function FullscreenToggle() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreen();
  const label = fullscreen ? t("shell.exitFullscreen") : t("shell.fullscreen");
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={label} aria-pressed={fullscreen}>
        {fullscreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
});

/** A header tool that opens a menu of choices under its icon button. */
function HeaderMenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** Size selector (SPEC §9: default, large, small; cookie `size`): rescales the whole UI. */
export const SizeSelect = memo(function SizeSelect({ size }: { size: UiSize }) {
  const { t } = useTranslation();
  const [fetcher, fetcherBridge] = useSteadyFetcher();
  const pending = fetcher.formData?.get("size");
  const current = typeof pending === "string" ? pending : size;
  return (
    <>
      {fetcherBridge}
      <HeaderMenu label={t("shell.size")} icon={<IconTextSize size={18} aria-hidden />}>
        <Menu.Label>{t("shell.size")}</Menu.Label>
        {SIZES.map((option) => (
          <Menu.Item
            key={option}
            disabled={option === current}
            aria-current={option === current ? "true" : undefined}
            onClick={() => fetcher.submit({ intent: "size", size: option }, { method: "post", action: "/preferences" })}
          >
            {t(`shell.sizes.${option}`)}
          </Menu.Item>
        ))}
      </HeaderMenu>
    </>
  );
});

/** Language selector (SPEC §3: cookie `language`); the server re-renders every string. */
export const LanguageSelect = memo(function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  return (
    <HeaderMenu label={t("language.label")} icon={<IconLanguage size={18} aria-hidden />}>
      {LANGUAGES.map((lng) => (
        <Menu.Item
          key={lng}
          lang={lng === "en" ? "en" : lng === "zh" ? "zh-CN" : "zh-TW"}
          disabled={i18n.language === lng}
          onClick={() => submit({ language: lng, redirectTo: `${location.pathname}${location.search}` }, { method: "post", action: "/language" })}
        >
          {t(`language.${lng}`)}
        </Menu.Item>
      ))}
    </HeaderMenu>
  );
});

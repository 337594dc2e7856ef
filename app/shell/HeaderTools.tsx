import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { useFullscreen } from "@mantine/hooks";
import { useLocation, useSubmit } from "@remix-run/react";
import { IconLanguage, IconMaximize, IconMinimize, IconTextSize } from "@tabler/icons-react";
import { memo } from "react";
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

/** Size selector (SPEC §9: default, large, small; cookie `size`): rescales the whole UI. */
export const SizeSelect = memo(function SizeSelect({ size }: { size: UiSize }) {
  const { t } = useTranslation();
  const [fetcher, fetcherBridge] = useSteadyFetcher();
  const pending = fetcher.formData?.get("size");
  const current = typeof pending === "string" ? pending : size;
  return (
    <>
      {fetcherBridge}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("shell.size")}>
            <IconTextSize size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
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
        </Menu.Dropdown>
      </Menu>
    </>
  );
});

/** Language selector (SPEC §3: cookie `language`); the server re-renders every string. */
export const LanguageSelect = memo(function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("language.label")}>
          <IconLanguage size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng === "en" ? "en" : lng === "zh" ? "zh-CN" : "zh-TW"}
            disabled={i18n.language === lng}
            onClick={() =>
              submit({ language: lng, redirectTo: `${location.pathname}${location.search}` }, { method: "post", action: "/language" })
            }
          >
            {t(`language.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
});

import { ActionIcon, Button, ColorInput, ColorSwatch, Drawer, Group, SegmentedControl, Stack, Switch, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCheck, IconSettings } from "@tabler/icons-react";
import { memo, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { DEFAULT_SETTINGS, normaliseSettings, THEME_SWATCHES, type LayoutSettings } from "./settings";
import { useSteadyFetcher } from "./steady";

/** The layout settings drawer (SPEC §2); every change is saved in the cookie and applied at once. */
export const SettingsDrawer = memo(function SettingsDrawer({ settings }: { settings: LayoutSettings }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [fetcher, fetcherBridge] = useSteadyFetcher();
  // Shown at once; the server's answer (the next root data) then confirms it.
  const [current, setCurrent] = useState(settings);
  useEffect(() => setCurrent(settings), [settings]);
  const save = (change: Partial<LayoutSettings>) => {
    const next = normaliseSettings({ ...current, ...change });
    setCurrent(next);
    fetcher.submit({ intent: "settings", settings: JSON.stringify(next) }, { method: "post", action: "/preferences" });
  };
  const reset = () => {
    setCurrent(DEFAULT_SETTINGS);
    fetcher.submit({ intent: "resetSettings" }, { method: "post", action: "/preferences" });
  };
  const toggle = (key: "tagsView" | "fixedHeader" | "sidebarLogo" | "pinyinSearch", label: string) => (
    <Switch label={label} checked={current[key]} onChange={(event) => save({ [key]: event.currentTarget.checked })} />
  );

  return (
    <>
      {fetcherBridge}
      <Tooltip label={t("shell.settings")}>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t("shell.settings")}>
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer opened={opened} onClose={close} position="right" size={300} title={t("shell.settingsTitle")}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Text size="sm" fw={500} id="theme-colour-label">
              {t("shell.themeColor")}
            </Text>
            <Group gap={6} role="radiogroup" aria-labelledby="theme-colour-label">
              {THEME_SWATCHES.map((color) => {
                const selected = color.toLowerCase() === current.themeColor.toLowerCase();
                return (
                  <ColorSwatch
                    key={color}
                    component="button"
                    type="button"
                    color={color}
                    role="radio"
                    aria-checked={selected}
                    aria-label={color}
                    onClick={() => save({ themeColor: color })}
                    style={{ cursor: "pointer", color: "#fff" }}
                  >
                    {selected ? <IconCheck size={14} aria-hidden /> : null}
                  </ColorSwatch>
                );
              })}
            </Group>
            <ColorInput
              label={t("shell.customColor")}
              format="hex"
              value={current.themeColor}
              onChangeEnd={(value) => /^#[0-9a-fA-F]{6}$/.test(value) && save({ themeColor: value })}
              withEyeDropper={false}
            />
          </Stack>
          {toggle("tagsView", t("shell.tagsView"))}
          {toggle("fixedHeader", t("shell.fixedHeader"))}
          {toggle("sidebarLogo", t("shell.sidebarLogo"))}
          {toggle("pinyinSearch", t("shell.pinyinSearch"))}
          <Stack gap={6}>
            <Text size="sm" fw={500} id="nav-mode-label">
              {t("shell.navMode")}
            </Text>
            <SegmentedControl
              aria-labelledby="nav-mode-label"
              value={current.navMode}
              onChange={(value) => save({ navMode: value as LayoutSettings["navMode"] })}
              data={[
                { value: "vertical", label: t("shell.navVertical") },
                { value: "horizontal", label: t("shell.navHorizontal") },
              ]}
            />
          </Stack>
          <Button variant="default" onClick={reset}>
            {t("shell.resetSettings")}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
});

import { Button, CopyButton, Group, Select, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import classes from "./code.module.css";

export interface ShownFile {
  item: string;
  path: string;
  content: string;
  html: string;
}

/**
 * The files a definition writes, one at a time: a file picker (a list of nine tabs would not fit
 * a phone), its path, a copy button and the highlighted code, scrollable and reachable by Tab.
 */
export function CodePreview({ files }: { files: readonly ShownFile[] }) {
  const { t } = useTranslation();
  const [path, setPath] = useState(files[0]?.path ?? null);
  useEffect(() => {
    if (!files.some((f) => f.path === path)) setPath(files[0]?.path ?? null);
  }, [files]);
  const file = files.find((f) => f.path === path) ?? files[0];
  if (!file) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t("resources.generator.code.files", { count: files.length })}
          data={files.map((f) => ({ value: f.path, label: `${t(`resources.generator.items.${f.item}`)} · ${f.path}` }))}
          value={file.path}
          onChange={(next) => next && setPath(next)}
          allowDeselect={false}
          w={{ base: "100%", sm: 520 }}
        />
        <CopyButton value={file.content}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied ? t("resources.generator.code.copied") : t("resources.generator.code.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" ff="monospace">
        {file.path}
      </Text>
      {/* shiki escapes the code; the markup is only its colouring. */}
      <div className={classes.code} tabIndex={0} role="region" aria-label={file.path} dangerouslySetInnerHTML={{ __html: file.html }} />
    </Stack>
  );
}

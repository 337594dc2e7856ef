import { Alert, Anchor, Button, Group, SimpleGrid, Text, TextInput, Textarea } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy, IconEye } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

const H = "resources.formDesigner.header";

/** A form's own properties, as the designer edits them. */
export interface FormHeader {
  name: string;
  key: string;
  description: string;
}

interface Props {
  header: FormHeader;
  onChange: (header: FormHeader) => void;
  /** Set for a saved form: its key no longer changes, and a save is its next version. */
  version: number | null;
  error: (path: keyof FormHeader) => string | undefined;
  canSave: boolean;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onSave: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: (() => void) | null;
  /** A design with problems has no form to show yet. */
  canPreview: boolean;
}

/** The form's name, key and description, and the designer's acts: save, undo, redo, preview. */
export function DesignerHeader({ header, onChange, version, error, canSave, saving, canUndo, canRedo, onSave, onUndo, onRedo, onPreview, canPreview }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<FormHeader>) => onChange({ ...header, ...patch });
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600} data-testid="form-version">
            {version === null ? t(`${H}.newForm`) : t(`${H}.version`, { version })}
          </Text>
          <Anchor component={Link} to="/generatorform" size="sm">
            {t(`${H}.forms`)}
          </Anchor>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={16} />} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">
            {t(`${H}.undo`)}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconArrowForwardUp size={16} />} disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z">
            {t(`${H}.redo`)}
          </Button>
          {onPreview && (
            <Button size="xs" variant="default" leftSection={<IconEye size={16} />} disabled={!canPreview} onClick={onPreview}>
              {t(`${H}.preview`)}
            </Button>
          )}
          <Button size="xs" leftSection={<IconDeviceFloppy size={16} />} disabled={!canSave} loading={saving} onClick={onSave}>
            {version === null ? t(`${H}.save`) : t(`${H}.saveNext`, { version: version + 1 })}
          </Button>
        </Group>
      </Group>
      {!canSave && (
        <Alert color="yellow" variant="light" py="xs">
          {t(`${H}.readOnly`)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        <TextInput size="xs" label={t(`${H}.name`)} required value={header.name} onChange={(e) => set({ name: e.currentTarget.value })} error={error("name")} maxLength={64} />
        <TextInput
          size="xs"
          label={t(`${H}.key`)}
          description={t(`${H}.keyHint`)}
          required={version === null}
          readOnly={version !== null}
          value={header.key}
          onChange={(e) => set({ key: e.currentTarget.value })}
          error={error("key")}
          maxLength={40}
        />
        <Textarea size="xs" label={t(`${H}.description`)} autosize minRows={1} maxRows={3} value={header.description} onChange={(e) => set({ description: e.currentTarget.value })} error={error("description")} maxLength={500} />
      </SimpleGrid>
    </>
  );
}

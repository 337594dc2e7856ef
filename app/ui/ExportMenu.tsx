import { Button, Menu } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EXPORT_FORMATS } from "#contract/admin/resource";
import type { ResourceDeclaration } from "~/resources/define";
import type { ListState } from "~/resources/list-state";
import { resourceFilesPath } from "./resource-files";
import { submitAtOnce } from "./submit-at-once";

/**
 * Exports of the current filter and sort as files: a plain form post to the resource's file
 * route, so the browser saves the attachment itself.
 */
export function ExportMenu({ resource, state }: { resource: Pick<ResourceDeclaration, "name" | "exports">; state: ListState }) {
  const { t } = useTranslation();
  const formId = "resource-export";
  return (
    <>
      <Form method="post" action={resourceFilesPath(resource)} reloadDocument id={formId} hidden>
        <input type="hidden" name="intent" value="export" />
        {Object.entries(state.filters).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {state.sorter && <input type="hidden" name="sorter" value={`${state.sorter.field}_${state.sorter.order}`} />}
      </Form>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default">{t("kit.export.menu")}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(resource.exports ?? EXPORT_FORMATS).map((format) => (
            <Menu.Item key={format} component="button" type="submit" form={formId} name="format" value={format} onClick={submitAtOnce}>
              {t(`kit.export.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

import { Group, Select } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MENU_ICONS } from "#contract/admin/sysmenu";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysMenu } from "~/resources/sysmenu";
import { MenuIcon } from "~/shell/icons";
import type { FieldInputProps } from "~/ui/EntityForm";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysMenu);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysMenu);

/**
 * The icon picker: the local icon set drawn as the sidebar draws it. A menu whose icon is an
 * external address keeps it as a choice (SPEC §4: drawn as a masked image).
 */
function IconPicker({ value, onChange, ...props }: FieldInputProps) {
  const current = typeof value === "string" ? value : "";
  const names: string[] = current && !(MENU_ICONS as readonly string[]).includes(current) ? [current, ...MENU_ICONS] : [...MENU_ICONS];
  return (
    <Select
      {...props}
      value={current || null}
      onChange={(next) => onChange(next ?? "")}
      data={names}
      searchable
      clearable
      leftSection={current ? <MenuIcon name={current} size={16} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <MenuIcon name={option.value} size={16} />
          {option.label}
        </Group>
      )}
    />
  );
}

export default function SysMenuScreen() {
  return <ResourceScreen resource={sysMenu} inputs={{ menuIcon: (props) => <IconPicker {...props} /> }} />;
}

export const shouldRevalidate = keepPageAfterExpiry;

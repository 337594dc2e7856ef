import { Button, Group, Select } from "@mantine/core";
import { Can } from "./Can";

/**
 * Above a record's lines: a line picked from a list the tenant keeps (goods, cargo items), which
 * fills the line's form, or an empty line typed from scratch. Shown to those who may add lines.
 */
export function LinePicker(props: {
  code: string;
  label: string;
  /** Said in the empty list's place when there is nothing to pick from. */
  placeholder: string;
  options: { value: string; label: string }[];
  value: string | null;
  onPick: (value: string | null) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Can code={props.code}>
      <Group justify="flex-end" align="flex-end" wrap="wrap">
        <Select
          label={props.label}
          placeholder={props.placeholder}
          data={props.options}
          value={props.value}
          onChange={props.onPick}
          searchable
          disabled={props.options.length === 0}
          w={{ base: "100%", sm: 380 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button variant="default" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Group>
    </Can>
  );
}

import { Autocomplete, Textarea } from "@mantine/core";
import type { FieldInputProps, FieldInputs } from "~/ui/EntityForm";

/** A customer of the tenant (/customerInformation) with its default address written out. */
export type Party = { name: string; address: string };

/**
 * A consignor's or consignee's name and address, typed or picked from the tenant's customers:
 * picking a customer by name fills in its address too, so nothing is typed twice.
 */
export function partyInputs(parties: readonly Party[], pairs: readonly { name: string; address: string }[]): FieldInputs {
  const names = [...new Set(parties.map((p) => p.name).filter(Boolean))];
  const addresses = [...new Set(parties.map((p) => p.address).filter(Boolean))];
  const common = (props: FieldInputProps) => ({ label: props.label, error: props.error, withAsterisk: props.withAsterisk, onBlur: props.onBlur, onFocus: props.onFocus });

  const nameInput = (addressField: string) =>
    function PartyName(props: FieldInputProps) {
      return (
        <Autocomplete
          {...common(props)}
          value={String(props.value ?? "")}
          onChange={props.onChange}
          onOptionSubmit={(name) => {
            const address = parties.find((p) => p.name === name)?.address;
            if (address) props.setField(addressField, address);
          }}
          data={names}
          limit={20}
          comboboxProps={{ withinPortal: true }}
        />
      );
    };

  function PartyAddress(props: FieldInputProps) {
    if (addresses.length === 0) return <Textarea {...common(props)} value={String(props.value ?? "")} onChange={(e) => props.onChange(e.currentTarget.value)} autosize minRows={2} />;
    return <Autocomplete {...common(props)} value={String(props.value ?? "")} onChange={props.onChange} data={addresses} limit={20} comboboxProps={{ withinPortal: true }} />;
  }

  return Object.fromEntries(pairs.flatMap((pair) => [[pair.name, nameInput(pair.address)], [pair.address, PartyAddress]]));
}

/** The two parties every e-ACI and trade declaration names. */
export const PARTY_FIELDS = [
  { name: "consignorName", address: "consignorAddress" },
  { name: "consigneeName", address: "consigneeAddress" },
] as const;

import { fieldErrorsOf } from "../messages";
import { addUsContainerSchema } from "./container";
import { containerCheckDigitMessage, usaMessages as u } from "./messages";

const container = { shipmentId: "1", containerNumber: "MSKU1234565", sizeType: "45G1", grossWeightKg: "18000", packages: "900" };

describe("a container of a shipment", () => {
  it("needs its gross weight and packages entered, above 0: empty or 0 is refused, never saved as 0", () => {
    expect(fieldErrorsOf(addUsContainerSchema, { ...container, grossWeightKg: "", packages: "" })).toEqual({ grossWeightKg: u.grossWeightNeeded, packages: u.packagesNeeded });
    expect(fieldErrorsOf(addUsContainerSchema, { ...container, grossWeightKg: "0", packages: "0" })).toEqual({ grossWeightKg: u.grossWeightNeeded, packages: u.packagesNeeded });
    expect(addUsContainerSchema.parse(container)).toMatchObject({ grossWeightKg: 18000, packages: 900 });
  });

  it("names the check digit a number needs (ISO 6346: MSKU123456 takes 5)", () => {
    expect(fieldErrorsOf(addUsContainerSchema, { ...container, containerNumber: "MSKU1234563" })).toEqual({ containerNumber: containerCheckDigitMessage(5) });
    expect(fieldErrorsOf(addUsContainerSchema, { ...container, containerNumber: "MSKU12345" })).toEqual({ containerNumber: u.containerShape });
  });
});

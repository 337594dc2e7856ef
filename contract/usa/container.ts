import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { isContainerNumber } from "../customs/identifiers";
import { optionalText } from "./common";
import { usaMessages as u } from "./messages";

/** A shipment's containers (ISO 6346 numbers, DOMAIN §1.11); `queryUsContainer?shipmentId=`. */
export const usContainerPaths = resourcePaths("usa", "UsContainer");

/** DOMAIN §1.11 size/type codes: 20' GP, 40' GP, 40' HC, 40' HC reefer, 45' HC. */
export const CONTAINER_SIZE_TYPES = ["22G1", "42G1", "45G1", "45R1", "L5G1"] as const;

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

export const usContainerFields = {
  shipmentId: idSchema,
  containerNumber: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "").toUpperCase() : v),
    z.string().regex(SHAPE, u.containerShape).refine(isContainerNumber, u.containerCheckDigit),
  ),
  sizeType: z.enum(CONTAINER_SIZE_TYPES),
  sealNumber: optionalText(32),
  grossWeightKg: z.coerce.number().int().min(0).max(60_000),
  packages: z.coerce.number().int().min(0).max(100_000),
};

export const addUsContainerSchema = z.object(usContainerFields);
export const updateUsContainerSchema = z.object({ ...usContainerFields, id: idSchema });
export const usContainerSchema = z.object({ ...usContainerFields, id: idSchema, createTime: timeSchema, updateTime: timeSchema });
export type UsContainer = z.infer<typeof usContainerSchema>;
export const US_CONTAINER_SORTABLE = ["containerNumber", "createTime"] as const;

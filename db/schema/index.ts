/**
 * The simulated provider's data, by area. Tenant-owned tables carry `tenantCode`; every query on
 * them goes through provider-sim's tenant scope (provider-sim/tenant.ts).
 */
export * from "./tenancy";
export * from "./access";
export * from "./reference";
export * from "./hs";
export * from "./places";
export * from "./auth";
export * from "./notification";
export * from "./audit";
export * from "./members";
export * from "./files";
export * from "./usa";
export * from "./usa-clearance";
export * from "./usa-towing";
export * from "./customs";
export * from "./customs-tariff";
export * from "./customs-declaration";
export * from "./hk-consignment";
export * from "./hk";
export * from "./hk-tdec";
export * from "./business";
export * from "./accounts";
export * from "./jump";
export * from "./openapi";
export * from "./brand";
export * from "./wechat";
export * from "./billing";
export * from "./jobs";
export * from "./job-workflows";
export * from "./workflow";
export * from "./generator";
export * from "./forms";
export * from "./netdisc";

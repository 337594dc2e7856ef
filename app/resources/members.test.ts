import { addAddressSchema } from "#contract/admin/address";
import { addBankAccountSchema } from "#contract/admin/bank-account";
import { addressManagement } from "./addressManagement";
import { bankAccountManagement } from "./bankAccountManagement";
import { exportFields, filterFields, formFields, intentButton } from "./define";
import { approvalUser, authorityReview, enterpriseUser, individualUser } from "./userAuth";

const ACCOUNT = { bankAccountName: "Shenzhen Qianhai Customs Broker Ltd", bankAccount: "4000 0232 0910 0123 456", swiftCode: "ICBKCNBJSZN", bankName: "ICBC Shenzhen Branch", currency: "CNY" };

describe("the members' authentication screens", () => {
  it("review pending requests with their own button, and offer nothing they cannot do", () => {
    expect(filterFields(approvalUser)).toEqual(["realName", "authType", "approvalStatus"]);
    expect(intentButton(approvalUser, "audit")).toBe("audit");
    for (const intent of ["create", "update", "history"]) expect(intentButton(approvalUser, intent)).toBeUndefined();
    expect(intentButton(approvalUser, "delete")).toBe("delete");
    expect(formFields(approvalUser)).toEqual([]);
  });

  it("show one kind each: the reviewed history, approved individuals, approved enterprises, exported as xlsx only", () => {
    expect(authorityReview.query).toEqual({ approvalStatus: "approved,rejected" });
    expect(individualUser.query).toEqual({ authType: "personal", approvalStatus: "approved" });
    expect(enterpriseUser.query).toEqual({ authType: "enterprise", approvalStatus: "approved" });
    for (const screen of [approvalUser, authorityReview, individualUser, enterpriseUser]) {
      expect(screen.exports).toEqual(["xlsx"]);
      expect(screen.listInBody).toBe(true);
    }
    expect(exportFields(enterpriseUser)).toContain("orgIdcardNo");
    expect(intentButton(authorityReview, "delete")).toBeUndefined();
  });
});

describe("a member's bank accounts and addresses", () => {
  it("set the default with the update button, keep their history, and take currencies from the dictionary", () => {
    for (const screen of [bankAccountManagement, addressManagement]) {
      expect(intentButton(screen, "setDefault")).toBe("update");
      expect(intentButton(screen, "history")).toBeNull();
    }
    expect(bankAccountManagement.fields.currency.source).toEqual({ dict: "currency" });
  });

  it("refuse a SWIFT code of the wrong shape and an address without its contact", () => {
    expect(addBankAccountSchema.safeParse(ACCOUNT).success).toBe(true);
    expect(addBankAccountSchema.safeParse({ ...ACCOUNT, swiftCode: "ICBK-CN" }).success).toBe(false);
    expect(addBankAccountSchema.safeParse({ ...ACCOUNT, bankName: "" }).success).toBe(false);
    const address = { addressType: "shipping", contactPerson: "王磊", contactPhone: "13800000001", addressDetails: "深圳市南山区前海深港合作区前湾一路 1 号" };
    expect(addAddressSchema.safeParse(address).success).toBe(true);
    expect(addAddressSchema.safeParse({ ...address, contactPerson: "" }).success).toBe(false);
  });
});

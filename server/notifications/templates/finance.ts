import type { KindTemplate } from "./types";

// Vendor finance (issue 17): payout account changes and paid settlements, to the vendor owner.

export const financeTemplates = {
  "payout_account.changed": {
    params: ["iban_masked", "holder_name"],
    ar: { title: "تم تغيير حساب استلام المدفوعات", body: "أصبح حساب استلام التسويات {iban_masked} باسم {holder_name}. إن لم تقم بهذا التغيير فتواصل معنا فوراً." },
    en: { title: "Payout account changed", body: "Settlements are now paid to {iban_masked} in the name of {holder_name}. If you did not make this change, contact us at once." },
  },
  "settlement.paid": {
    params: ["reference", "amount", "payout_reference"],
    ar: { title: "تم تحويل التسوية", body: "حوّلنا {amount} للتسوية {reference}. مرجع التحويل: {payout_reference}." },
    en: { title: "Settlement paid", body: "We transferred {amount} for settlement {reference}. Transfer reference: {payout_reference}." },
  },
} satisfies Record<string, KindTemplate>;

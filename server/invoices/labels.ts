// Bilingual labels a document prints (copied into its snapshot when issued,
// so a later wording change never alters an issued document).

export type Bilingual = { ar: string; en: string };

export const PURPOSE_LABELS: Record<string, Bilingual> = {
  booking_deposit: { ar: "عربون حجز", en: "Booking deposit" },
  subscription: { ar: "اشتراك باقة", en: "Plan subscription" },
  subscription_renewal: { ar: "تجديد اشتراك باقة", en: "Plan subscription renewal" },
  wallet_topup: { ar: "شحن المحفظة", en: "Wallet top-up" },
  order_payment: { ar: "دفعة طلب مباشر", en: "Direct order payment" },
};

export const METHOD_LABELS: Record<string, Bilingual> = {
  knet: { ar: "كي نت", en: "KNET" },
  card: { ar: "بطاقة ائتمان", en: "Credit card" },
};

export const REFUND_REASON_LABELS: Record<string, Bilingual> = {
  policy_cancellation: { ar: "إلغاء حسب سياسة الإلغاء", en: "Cancellation under the policy" },
  vendor_fault: { ar: "خطأ من المزوّد", en: "Vendor fault" },
  dispute_resolution: { ar: "تسوية نزاع", en: "Dispute resolution" },
  duplicate_charge: { ar: "دفع مكرر", en: "Duplicate charge" },
  goodwill: { ar: "مبادرة حسن نية", en: "Goodwill" },
  amount_mismatch: { ar: "خُصم مبلغ غير المطلوب", en: "Charged an amount other than asked" },
};

export const label = (labels: Record<string, Bilingual>, key: string | null): Bilingual | null => (key ? (labels[key] ?? { ar: key, en: key }) : null);

import { config } from "../core/config";

/** The company that issues invoices, credit notes and statements (configured, docs/finance.md). */
export type LegalEntity = { code: string; name_ar: string; name_en: string; address_ar: string; address_en: string; cr_number: string; email: string };

export function legalEntity(): LegalEntity {
  const c = config();
  return {
    code: c.LEGAL_ENTITY_CODE,
    name_ar: c.LEGAL_ENTITY_NAME_AR,
    name_en: c.LEGAL_ENTITY_NAME_EN,
    address_ar: c.LEGAL_ENTITY_ADDRESS_AR,
    address_en: c.LEGAL_ENTITY_ADDRESS_EN,
    cr_number: c.LEGAL_ENTITY_CR_NUMBER,
    email: c.LEGAL_ENTITY_EMAIL,
  };
}

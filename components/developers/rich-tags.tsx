import type { ReactNode } from "react";
import { Name } from "@/components/ui/names";

/**
 * The tags of the developers' messages: `<c>` a header, field, path or error code the reader
 * types as is; `<n>` a technology's name (REST, OpenAPI, TypeScript). Both stay in Latin letters
 * on the Arabic page, marked so (docs/route-walk.md).
 */
export const DEV_TAGS = {
  c: (chunks: ReactNode) => (
    <code dir="ltr" translate="no">
      {chunks}
    </code>
  ),
  n: (chunks: ReactNode) => <Name>{chunks}</Name>,
};

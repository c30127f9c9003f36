import { defineEndpoint } from "../core/http/endpoint";
import { eventParams } from "../planner/schemas";
import { renderTimelinePdf } from "./timeline-pdf";

// The planner's timeline printed (docs/planner-guests.md "Timeline"): served
// here, where the Typst pipeline is.

export const timelinePdfEndpoint = defineEndpoint({
  method: "GET",
  path: "/events/{id}/timeline/pdf",
  summary: "The event day's timeline as a bilingual PDF (application/pdf, not JSON), Arabic and English",
  tags: ["Events"],
  auth: "user",
  permission: "event.manage",
  params: eventParams,
  handler: async ({ params, ctx }) => {
    const file = await renderTimelinePdf(params.id, ctx);
    return { status: 200, stream: file.body, headers: file.headers };
  },
});

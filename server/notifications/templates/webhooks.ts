import type { KindTemplate } from "./types";

// Outbound webhooks (docs/webhooks.md): an endpoint disabled after 24 hours of failures, to its owner.

export const webhookTemplates = {
  "webhook.endpoint_disabled": {
    params: ["host"],
    ar: {
      title: "أوقفنا إرسال الويب هوك إلى {host}",
      body: "لم يردّ {host} بنجاح منذ 24 ساعة، فأوقفنا إرسال الأحداث إليه. أصلح المستقبِل ثم أعد تشغيل العنوان من صفحة الويب هوك.",
    },
    en: {
      title: "Webhooks to {host} turned off",
      body: "{host} has not answered successfully for 24 hours, so we stopped sending events to it. Fix the receiver, then turn the endpoint on again on the webhooks page.",
    },
  },
} satisfies Record<string, KindTemplate>;

import type { KindTemplate } from "./types";

// The event planner (docs/planner.md): checklist items coming due, to the customer.

export const plannerTemplates = {
  "planner.checklist_due": {
    params: ["task", "event_title", "due_date"],
    ar: { title: "موعد مهمة قريب: {task}", body: "مهمة «{task}» لمناسبة {event_title} موعدها {due_date}. افتح قائمة المهام لإنجازها." },
    en: { title: "Coming due: {task}", body: '"{task}" for {event_title} is due on {due_date}. Open the checklist to get it done.' },
  },
} satisfies Record<string, KindTemplate>;

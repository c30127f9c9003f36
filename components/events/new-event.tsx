"use client";

import { AccountGate } from "@/components/account/account-gate";
import { useRouter } from "@/i18n/navigation";
import { EventForm } from "./event-form";

export function NewEvent() {
  const router = useRouter();
  return <AccountGate>{() => <EventForm onSaved={(event) => router.push(`/account/events/${event.id}`)} />}</AccountGate>;
}

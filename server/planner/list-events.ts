import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { pageWindow, pagination, type Pagination } from "../core/http/query";
import { ownedEvent } from "./owned-event";
import type { EventView, ListEventsQuery } from "./schemas";
import { EVENT_VIEW_INCLUDE, eventView } from "./views";

// GET /events and /events/{id}: the caller's planning events (cancelled ones are gone).

export async function listEvents(query: ListEventsQuery, ctx: RequestContext): Promise<{ items: EventView[]; pagination: Pagination }> {
  const where = { customerUserId: callerId(ctx), status: "planning" };
  const [rows, total] = await Promise.all([
    db.event.findMany({ where, include: EVENT_VIEW_INCLUDE, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    db.event.count({ where }),
  ]);
  return { items: rows.map((row) => eventView(row, ctx.locale)), pagination: pagination(query, total) };
}

export async function getEvent(eventId: string, ctx: RequestContext): Promise<EventView> {
  return eventView(await ownedEvent(callerId(ctx), eventId), ctx.locale);
}

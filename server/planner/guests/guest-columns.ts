import { randomBytes } from "node:crypto";
import type { Prisma } from "../../core/db/generated/client";
import type { UpdateGuestInput } from "./schemas";

// From the API's guest fields to the table's columns (create, update, import).

/** 128 random bits, base64url: the guest's link is the only key to the RSVP page. */
export const newRsvpToken = () => randomBytes(16).toString("base64url");

export function guestColumns(input: UpdateGuestInput): Prisma.EventGuestUncheckedUpdateInput {
  const columns: Prisma.EventGuestUncheckedUpdateInput = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.side !== undefined) columns.side = input.side;
  if (input.group !== undefined) columns.groupLabel = input.group || null;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.email !== undefined) columns.email = input.email?.toLowerCase() ?? null;
  if (input.plus_ones !== undefined) columns.plusOnes = input.plus_ones;
  if (input.dietary_notes !== undefined) columns.dietaryNotes = input.dietary_notes || null;
  if (input.language !== undefined) columns.language = input.language;
  return columns;
}

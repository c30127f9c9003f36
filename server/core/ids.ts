import { monotonicFactory } from "ulid";
import { now } from "./clock";

const factory = monotonicFactory();

/** A new ULID, time-ordered by the injectable clock. */
export function newId(): string {
  return factory(now().getTime());
}

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

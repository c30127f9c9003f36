import { describe, expect, it } from "vitest";
import { confirmBooking } from "@/server/bookings/confirm-booking";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { api } from "@/server/test/conversations";
import { customer, quotedRfq, quotingVendor } from "@/server/test/rfqs";

// Conversations about an RFQ or a booking, and contact details unlocked once
// a booking between the two has been paid for (docs/conversations.md).

describe("rfq and booking contexts", () => {
  it("opens a thread about the customer's RFQ with a vendor it was sent to, separate from the plain inquiry", async () => {
    const { buyer, rfq, vendors } = await quotedRfq();
    const vendorId = vendors[0].vendor.id;
    const first = await api(buyer).start({ vendor_id: vendorId, context_type: "rfq", context_id: rfq.id, message: "Can you add a drone?" });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data.context).toEqual({ type: "rfq", id: rfq.id });
    const again = await api(buyer).start({ vendor_id: vendorId, context_type: "rfq", context_id: rfq.id });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    const inquiry = await api(buyer).start({ vendor_id: vendorId });
    expect(inquiry.status).toBe(201);
    expect(inquiry.json.data.id).not.toBe(first.json.data.id);
    const inbox = (await api(vendors[0].owner).list()).json.data;
    expect(inbox.find((c: { id: string }) => c.id === first.json.data.id)).toMatchObject({ context: { type: "rfq", id: rfq.id }, unread_count: 1 });
  });

  it("refuses someone else's RFQ or booking (404), the customer's own with another vendor (422), a missing or stray context_id (422)", async () => {
    const { buyer, rfq, vendors, bookingId } = await bookedRfq();
    const stranger = await customer();
    expect((await api(stranger).start({ vendor_id: vendors[0].vendor.id, context_type: "rfq", context_id: rfq.id })).status).toBe(404);
    expect((await api(stranger).start({ vendor_id: vendors[0].vendor.id, context_type: "booking", context_id: bookingId })).status).toBe(404);
    expect((await api(buyer).start({ vendor_id: vendors[0].vendor.id, context_type: "booking", context_id: "not-an-id" })).status).toBe(404);

    const outsider = await quotingVendor();
    const notSent = await api(buyer).start({ vendor_id: outsider.vendor.id, context_type: "rfq", context_id: rfq.id });
    expect(notSent.status).toBe(422);
    expect(notSent.json.error.details.context_id).toEqual(["No request for quotation or booking of yours with this vendor has this id."]);
    expect((await api(buyer).start({ vendor_id: vendors[1].vendor.id, context_type: "booking", context_id: bookingId })).status).toBe(422);

    const missing = await api(buyer).start({ vendor_id: vendors[0].vendor.id, context_type: "booking" });
    expect(missing.status).toBe(422);
    expect(missing.json.error.details.context_id).toEqual(["Give the id of the request for quotation or booking."]);
    expect((await api(buyer).start({ vendor_id: vendors[0].vendor.id, context_id: bookingId })).status).toBe(422);

    const ok = await api(buyer).start({ vendor_id: vendors[0].vendor.id, context_type: "booking", context_id: bookingId });
    expect(ok.status).toBe(201);
    expect(ok.json.data.context).toEqual({ type: "booking", id: bookingId });
  });

  it("names what each thread with one vendor is about: the RFQ's title, the booking's reference, nothing for the inquiry", async () => {
    const { buyer, rfq, vendors, bookingId, booking } = await bookedRfq();
    const vendorId = vendors[0].vendor.id;
    await api(buyer).start({ vendor_id: vendorId, message: "Hello" });
    await api(buyer).start({ vendor_id: vendorId, context_type: "rfq", context_id: rfq.id, message: "About the RFQ" });
    await api(buyer).start({ vendor_id: vendorId, context_type: "booking", context_id: bookingId, message: "About the booking" });
    for (const who of [buyer, vendors[0].owner]) {
      const threads = (await api(who).list()).json.data as { context: { type: string }; subject: unknown }[];
      const subjectOf = (type: string) => threads.find((c) => c.context.type === type)?.subject;
      expect(subjectOf("inquiry")).toBeNull();
      expect(subjectOf("rfq")).toEqual({ title: rfq.title, reference: null });
      expect(subjectOf("booking")).toEqual({ title: rfq.title, reference: booking.reference });
    }
  });
});

describe("contact details once a booking is paid", () => {
  it("stay masked while the booking is pending and show in every thread between the two once it is confirmed", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq();
    const owner = vendors[0].owner;
    const started = await api(buyer).start({ vendor_id: vendors[0].vendor.id, message: "My number is 99887766" });
    const id = started.json.data.id as string;
    expect((await api(owner).messages(id)).json.data[0].body).toBe("My number is 9•••••••");

    await db.$transaction((tx) => confirmBooking(tx, bookingId, "240.000"));
    expect((await api(owner).messages(id)).json.data[0].body).toBe("My number is 99887766");
    // The other vendor, with no booking, still sees masked details.
    const other = await api(buyer).start({ vendor_id: vendors[1].vendor.id, message: "My number is 99887766" });
    expect((await api(vendors[1].owner).messages(other.json.data.id)).json.data[0].body).toBe("My number is 9•••••••");
  });
});

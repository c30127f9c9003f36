import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { outboxHeaders } from "./support/outbox";
import { PHONE, json, noHorizontalOverflow, shot } from "./support/pages";
import { freshCustomer } from "./support/register";

// Vendor team roles (docs/vendor-team.md): a vendor owner invites a staff member who then cannot
// change a price (Arabic, phone). The owner of al-raya-hall (vendor@demo.kw,
// Enterprise: seats to spare) invites a fresh account as staff from the team
// page; the new member joins, finds no services in the menu, is refused a
// price change by the server, and the owner removes them again.

test("a vendor owner invites a staff member, who cannot change a price", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, "vendor@demo.kw", { viewport: PHONE });
  const staff = await freshCustomer(browser, { locale: "ar", tag: "team-staff", viewport: PHONE });

  await owner.page.goto("/vendor/team");
  const form = owner.page.getByTestId("invite-form");
  await form.getByLabel(ar.vendorPortal.team.email).fill(staff.email);
  await form.getByLabel(ar.vendorPortal.team.role).selectOption("vendor_staff");
  await form.getByRole("button", { name: ar.vendorPortal.team.invite }).click();
  await expect(form.getByRole("status")).toContainText(staff.email);
  await expect(owner.page.getByTestId("team-invitations")).toContainText(ar.vendorPortal.team.roles.vendor_staff);
  await noHorizontalOverflow(owner.page);
  await shot(owner.page, "vendor-team-invited-ar-phone");

  // The invitee opens the emailed link signed in with the invited address.
  let token = "";
  await expect
    .poll(async () => {
      const res = await staff.page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(staff.email)}&channel=email`, { headers: outboxHeaders() });
      const mail = ((await res.json()).data as { template: string; body: string }[]).find((m) => m.template === "vendor_invitation");
      token = /token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "";
      return token;
    })
    .not.toBe("");
  await staff.page.goto(`/vendor/invitations/accept?token=${token}`);
  await staff.page.getByRole("button", { name: ar.vendorPortal.invitation.accept }).click();
  await expect(staff.page.getByText(ar.vendorPortal.invitation.accepted.split("{")[0].trim())).toBeVisible();

  // The menu offers RFQs and bookings, not services or the team.
  await staff.page.goto("/vendor");
  const nav = staff.page.getByRole("navigation", { name: /./ }).filter({ has: staff.page.getByRole("link", { name: ar.areas.vendor.sections.rfqs }) });
  await expect(nav.getByRole("link", { name: ar.areas.vendor.sections.rfqs })).toBeVisible();
  await expect(nav.getByRole("link", { name: ar.areas.vendor.sections.services, exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: ar.areas.vendor.sections.team, exact: true })).toHaveCount(0);
  await shot(staff.page, "vendor-team-staff-menu-ar-phone");

  // The server refuses the price change anyway, and the price stays.
  const services = await json<{ id: string; price_from: { amount: string } | null }[]>(owner.page.request.get("/api/v1/vendors/me/services"));
  const service = services[0];
  const refused = await staff.page.request.patch(`/api/v1/vendors/me/services/${service.id}`, { data: { price_from: "1.000" } });
  expect(refused.status()).toBe(403);
  const after = await json<{ price_from: { amount: string } | null }>(owner.page.request.get(`/api/v1/vendors/me/services/${service.id}`));
  expect(after.price_from).toEqual(service.price_from);

  // The owner removes the member again (the seat is freed).
  const team = await json<{ members: { id: string; user: { email: string | null } }[] }>(owner.page.request.get("/api/v1/vendors/me/team"));
  const member = team.members.find((m) => m.user.email === staff.email)!;
  expect((await owner.page.request.delete(`/api/v1/vendors/me/team/${member.id}`)).status()).toBe(204);
});

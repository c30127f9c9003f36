/** Outline icons (24 px grid) for the phone's bar of the portal areas, by section key; a dot for sections without their own. */
const PATHS: Record<string, string> = {
  home: "M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z",
  dashboard: "M4 4h7v8H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 14h7v6H4z",
  events: "M12 3.5l2.4 5 5.3.7-3.9 3.7 1 5.3-4.8-2.6-4.8 2.6 1-5.3-3.9-3.7 5.3-.7z",
  rfqs: "M4 13l2-8h12l2 8v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 13h5l1 2h4l1-2h5",
  bookings: "M4 7a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4zM9 12l2 2 4-4",
  calendar: "M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM4 10h16M8 4v4M16 4v4",
  messages: "M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z",
  orders: "M6 8h12l-1 12H7zM9 8V6.5a3 3 0 0 1 6 0V8",
  vendors: "M4 9l1.5-5h13L20 9v11H4zM4 9h16M9.5 20v-5.5h5V20",
  users: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3.5 20a5.5 5.5 0 0 1 11 0M15.5 5.2a3 3 0 0 1 0 5.6M17 14.5a5.5 5.5 0 0 1 3.5 5.5",
  more: "M6 12h.01M12 12h.01M18 12h.01",
  other: "M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z",
};
const ALIASES: Record<string, string> = { overview: "home" };

export function NavIcon({ name }: { name: string }) {
  const key = ALIASES[name] ?? name;
  const dots = key === "more";
  return (
    <svg className="area-nav__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[key] ?? PATHS.other} fill="none" stroke="currentColor" strokeWidth={dots ? 3 : 1.8} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

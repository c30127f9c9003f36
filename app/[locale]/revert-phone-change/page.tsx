import { linkPage, linkPageMetadata } from "@/components/auth/link-page-route";

// Opened from the link in the email / SMS (server/identity: the path must match the one the message carries).
export const generateMetadata = linkPageMetadata("revertPhone");
export default linkPage("revertPhone");

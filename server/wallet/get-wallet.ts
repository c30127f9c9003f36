import { db } from "../core/db/client";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { money } from "../core/money";
import { movementView } from "./views";

/** GET /wallet: the caller's balance (zero before the first movement) and a page of movements, newest first. */
export async function getWallet(query: PageInput, ctx: RequestContext) {
  assertSignedIn(ctx);
  const wallet = await db.wallet.findUnique({ where: { userId: ctx.userId } });
  if (!wallet) return { wallet: { balance: money(0), movements: [] }, pagination: pagination(query, 0) };
  const where = { walletId: wallet.id };
  const [total, rows] = await Promise.all([
    db.walletMovement.count({ where }),
    db.walletMovement.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(query) }),
  ]);
  return { wallet: { balance: money(wallet.balance), movements: rows.map(movementView) }, pagination: pagination(query, total) };
}

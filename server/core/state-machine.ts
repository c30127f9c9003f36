import { writeAudit, type AuditEntry } from "./audit";
import type { Tx } from "./db/client";
import { AppError, ERROR_CATALOGUE, notFound, type ErrorCode } from "./errors";
import type { DomainEventName, DomainEvents } from "./outbox/events";
import { emit } from "./outbox/outbox";

// The one way an entity's status changes (docs/architecture.md "State
// machines"). A machine is a table of named moves; a move is a conditional
// update on the status the caller saw, so of two concurrent moves from the
// same status exactly one applies, and the loser gets the machine's error.
// The audit row and the domain event of the move are written in the same
// transaction.

export type Transition<S extends string> = { readonly from: readonly S[]; readonly to: S };

/** What the conditional update receives: set `to` on row `id` only while it is in `from` (and matches `where`). */
export type StatusWrite<S extends string, D, W> = { id: string; from: S; to: S; data?: D; where?: W };

/** A domain event of the move. */
export type MoveEvent = { [N in DomainEventName]: { name: N; payload: DomainEvents[N] } }[DomainEventName];

export type MoveOptions<D, W> = {
  /** Other columns the same update writes (timestamps, reasons). */
  data?: D;
  /** An extra condition on the row (e.g. a deadline that must still hold). */
  where?: W;
  /** Audited as `{status: [from, to], ...diff}` on the machine's entity. */
  audit?: Omit<AuditEntry, "entityType" | "entityId">;
  event?: MoveEvent;
};

/** The row to move: its id (the status is read in the transaction), or the id and the status the caller read. */
export type Subject<S extends string> = string | { id: string; status: S };

export type MachineDefinition<S extends string, M extends string, D, W> = {
  /** The entity type of audit rows, and the noun of error messages. */
  name: string;
  transitions: Record<M, Transition<S>>;
  /** Answered for a move the current status does not allow (409 codes of the catalogue). */
  invalidStateError: ErrorCode;
  read(tx: Tx, id: string): Promise<{ status: S } | null>;
  /** The conditional update; resolves to the number of rows changed (0 or 1). */
  write(tx: Tx, change: StatusWrite<S, D, W>): Promise<{ count: number }>;
};

export type Moved<S extends string> = { from: S; to: S };

export type StateMachine<S extends string, M extends string, D, W> = {
  readonly name: string;
  readonly transitions: Record<M, Transition<S>>;
  /** The moves open from a status (pages offer only these). */
  movesFrom(status: S): M[];
  can(status: S, move: M): boolean;
  /** Throws the machine's error when `move` does not leave from `status` (early checks before a transaction). */
  assertCan(status: S, move: M): void;
  /** The move that takes `from` to `to` (for APIs that set a target status); the machine's error when none does. */
  moveFor(from: S, to: S): M;
  /** Applies the move inside `tx`; throws the machine's error when it is not allowed or another move won. */
  move(tx: Tx, subject: Subject<S>, move: M, options?: MoveOptions<D, W>): Promise<Moved<S>>;
  /** The same, but null instead of the error: for jobs and at-least-once handlers, where "already moved" is normal. */
  tryMove(tx: Tx, subject: Subject<S>, move: M, options?: MoveOptions<D, W>): Promise<Moved<S> | null>;
};

export function defineMachine<S extends string, M extends string, D = never, W = never>(def: MachineDefinition<S, M, D, W>): StateMachine<S, M, D, W> {
  const can = (status: S, move: M) => def.transitions[move].from.includes(status);
  const arabic = ERROR_CATALOGUE[def.invalidStateError].ar.replace(/\.$/, "");
  const illegal = (status: S, move: M) =>
    new AppError(def.invalidStateError, {
      message: { en: `A ${status} ${def.name} does not allow "${move}".`, ar: `${arabic} (الحالة ${status}، الإجراء "${move}").` },
    });

  async function readStatus(tx: Tx, id: string): Promise<S> {
    const row = await def.read(tx, id);
    if (!row) throw notFound();
    return row.status;
  }

  /** The move, or why it did not happen: `status` not allowed, or the row left that status meanwhile (`lost`). */
  async function attempt(tx: Tx, subject: Subject<S>, move: M, options: MoveOptions<D, W>): Promise<Moved<S> | { refused: S } | "lost"> {
    const { id, status: from } = typeof subject === "string" ? { id: subject, status: await readStatus(tx, subject) } : subject;
    if (!can(from, move)) return { refused: from };
    const { to } = def.transitions[move];
    const { count } = await def.write(tx, { id, from, to, data: options.data, where: options.where });
    if (count === 0) return "lost";
    if (options.audit) {
      const { diff, ...entry } = options.audit;
      await writeAudit(tx, { ...entry, entityType: def.name, entityId: id, diff: { status: [from, to], ...diff } });
    }
    if (options.event) await emit(tx, options.event.name, options.event.payload);
    return { from, to };
  }

  return {
    name: def.name,
    transitions: def.transitions,
    movesFrom: (status) => (Object.keys(def.transitions) as M[]).filter((m) => can(status, m)),
    can,
    assertCan(status, move) {
      if (!can(status, move)) throw illegal(status, move);
    },
    moveFor(from, to) {
      const move = (Object.keys(def.transitions) as M[]).find((m) => def.transitions[m].to === to && can(from, m));
      if (!move)
        throw new AppError(def.invalidStateError, {
          message: { en: `A ${from} ${def.name} cannot become ${to}.`, ar: `${arabic} (لا ينتقل من ${from} إلى ${to}).` },
        });
      return move;
    },
    async move(tx, subject, move, options = {}) {
      const result = await attempt(tx, subject, move, options);
      if (result === "lost") {
        throw new AppError(def.invalidStateError, {
          message: {
            en: `The ${def.name} changed meanwhile; "${move}" no longer applies.`,
            ar: `تغيّرت الحالة في أثناء الطلب؛ لم يعد الإجراء "${move}" ممكنًا.`,
          },
        });
      }
      if ("refused" in result) throw illegal(result.refused, move);
      return result;
    },
    async tryMove(tx, subject, move, options = {}) {
      const result = await attempt(tx, subject, move, options);
      return result === "lost" || "refused" in result ? null : result;
    },
  };
}

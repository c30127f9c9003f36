// One injectable clock: every rule that depends on time asks `now()`, so tests
// move time instead of sleeping.
let source: () => Date = () => new Date();

export function now(): Date {
  return source();
}

export function setClock(fn: () => Date): void {
  source = fn;
}

export function resetClock(): void {
  source = () => new Date();
}

/** Fixes the clock at `at` (or now) and returns a control to move it. */
export function freezeClock(at: Date | string = new Date()) {
  let current = new Date(at);
  setClock(() => new Date(current));
  return {
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(to: Date | string) {
      current = new Date(to);
    },
  };
}

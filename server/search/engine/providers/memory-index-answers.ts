// Recent answers of the in-memory engine (one cache per kind), and the
// plans of recent query texts (their words matched against the vocabulary:
// one or two statements each), keyed by the request and the
// versions it was answered at (the index version the copy held, the
// reference version for synonyms). Real traffic repeats itself (a few
// queries and category pages make most of it); a repeat is answered without
// planning or evaluating again. A write moves a version, so no answer
// outlives the data it came from; cards are built from the database after
// this (server/search/home/cards.ts), so a vendor suspended a moment ago is never
// shown even while its removal from the index is on its way.

const MAX_ANSWERS = 2_000;

export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();
  /** The version part of the keys held: another one empties the cache. */
  private versions = "";

  get(key: string): T | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      // Most recently used last: the oldest is dropped first.
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: T): void {
    const versions = key.split(" ", 2).join(" ");
    if (versions !== this.versions) {
      this.answers.clear();
      this.versions = versions;
    }
    this.answers.set(key, answer);
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
  }
}

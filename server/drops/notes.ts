/** Notes per denomination as a drop keeps them: `{"5000": "12"}`, whole tenge to a count. */
export type Notes = Record<string, string>;

const present = (notes: Notes) => Object.entries(notes).filter(([, count]) => BigInt(count) !== 0n);

/** The notes counted since `before`: a running total's difference (never below nothing). */
export function notesSince(now: Notes, before: Notes): Notes {
  const out: Notes = {};
  for (const [value, count] of Object.entries(now)) {
    const added = BigInt(count) - BigInt(before[value] ?? '0');
    if (added > 0n) out[value] = added.toString();
  }
  return out;
}

/** What the notes are worth, in tiyn. */
export const notesTotal = (notes: Notes) =>
  present(notes).reduce((sum, [value, count]) => sum + BigInt(value) * BigInt(count) * 100n, 0n);

/** The same notes, a denomination of none and a missing one alike. */
export function sameNotes(a: Notes | null, b: Notes) {
  const x = present(a ?? {});
  const y = present(b);
  return x.length === y.length && x.every(([value, count]) => b[value] === count);
}

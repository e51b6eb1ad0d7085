/** Whether `a` becomes `b` in at most `max` single-letter insertions, deletions or substitutions. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    // Every later row only grows from this one's best: stop once it is past the limit.
    if (rowBest > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

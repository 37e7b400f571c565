/**
 * Corrects typos of the words the rules look for (renwe -> renew, reciept -> receipt): a word of
 * five letters or more that is not in the vocabulary becomes the vocabulary word at most one edit
 * away (two for words of nine letters or more), an edit being an insertion, deletion,
 * substitution or swap of neighbouring letters. Ties go to the word listed first.
 */
export function createSpellingCorrector(vocabulary: readonly string[]): (normalized: string) => string {
  if (vocabulary.length === 0) return (normalized) => normalized;
  const known = new Set(vocabulary);
  const cache = new Map<string, string>();

  const correctWord = (word: string): string => {
    if (word.length < 5 || known.has(word) || !/^[a-z]+$/.test(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    let best = word;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of vocabulary) {
      const allowed = candidate.length >= 9 ? 2 : 1;
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance <= allowed && distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    // Bounded: messages are user input, and the same few typos come back.
    if (cache.size < 10_000) cache.set(word, best);
    return best;
  };

  return (normalized) => normalized.split(" ").map(correctWord).join(" ");
}

/** Optimal string alignment distance, giving up (returning limit + 1) once it exceeds limit. */
function editDistance(a: string, b: string, limit: number): number {
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

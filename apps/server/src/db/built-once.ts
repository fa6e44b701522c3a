/**
 * What `build` makes of a call's query, kept for the next calls with the same query (`key`, compared as its JSON):
 * at most `maxEntries` of them, the least recently used forgotten first. For what is built from the query's values
 * alone and never from the database's rows or the time of the call, such as a list's statements with their
 * conditions rendered: the freelancer list built and rendered its conditions, availability and walk on every call,
 * 54-190 µs of CPU in a tight loop (bench/results/list-statements.md) and more under load, while the calls of a
 * group repeat a few queries (each filter's first page, the scroll's next pages, the same search asked again).
 */
export function builtOnce<Key, Built>(maxEntries: number, build: (key: Key) => Built): (key: Key) => Built {
  const built = new Map<string, Built>();
  return (key) => {
    const text = JSON.stringify(key);
    const known = built.get(text);
    if (known !== undefined) {
      // The most recently used last, so the first is always the one to forget.
      built.delete(text);
      built.set(text, known);
      return known;
    }
    const fresh = build(key);
    built.set(text, fresh);
    if (built.size > maxEntries) built.delete(built.keys().next().value!);
    return fresh;
  };
}

/**
 * What `build` makes of a call's query, kept for the next calls with the same query (`key`, compared as its JSON):
 * at most `maxEntries` of them, the least recently used forgotten first. For what is built from the query's values
 * alone and never from the database's rows or the time of the call, such as a list's statements with their
 * conditions rendered: the freelancer list built and rendered its conditions, availability and walk on every call,
 * 53-190 µs of CPU in a tight loop (bench/results/list-statements.md) and more under load, while the calls of a
 * group repeat a few queries (each filter's first page, the scroll's next pages, the same search asked again).
 */
export function builtOnce<Key, Built>(maxEntries: number, build: (key: Key) => Built): (key: Key) => Built {
  const kept = keptByKey<Built>(maxEntries);
  return (key) => kept(JSON.stringify(key), () => build(key));
}

/**
 * The same with the key given as text and what to build beside it, for what is built from more than its key can
 * hold (a list's columns) but the same for the same key: at most `maxEntries`, the least recently used forgotten first.
 */
export function keptByKey<Built>(maxEntries: number): (key: string, build: () => Built) => Built {
  const built = new Map<string, Built>();
  return (key, build) => {
    const known = built.get(key);
    if (known !== undefined) {
      // The most recently used last, so the first is always the one to forget.
      built.delete(key);
      built.set(key, known);
      return known;
    }
    const fresh = build();
    built.set(key, fresh);
    if (built.size > maxEntries) built.delete(built.keys().next().value!);
    return fresh;
  };
}

import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** How many freelancers the COMPARE tab shows side by side. */
export const COMPARE_MAX = 4;

export type CompareEntry = { id: number; name: string };

type CompareState = {
  entries: CompareEntry[];
  /** Adds or removes; false when the comparison is full. */
  toggle: (entry: CompareEntry) => boolean;
  remove: (id: number) => void;
  clear: () => void;
};

/** The freelancers chosen for comparison, kept like the list filters (docs/product.md §12). */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      entries: [],
      toggle: (entry) => {
        const { entries } = get();
        if (entries.some((item) => item.id === entry.id)) {
          set({ entries: entries.filter((item) => item.id !== entry.id) });
          return true;
        }
        if (entries.length >= COMPARE_MAX) return false;
        set({ entries: [...entries, entry] });
        return true;
      },
      remove: (id) => set({ entries: get().entries.filter((item) => item.id !== id) }),
      clear: () => set({ entries: [] }),
    }),
    { name: 'fm-freelancer-compare', partialize: ({ entries }) => ({ entries }) },
  ),
);

import type { UserConfig } from 'vite';

/** A style module: vanilla-extract's `.css.ts.vanilla.css` or a plain `.css` file. */
export const isStyle = (id: string) => /\.css(\?|$)/.test(id);

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; priority: number; entriesAware?: boolean };

/** Config that adds chunk groups to the client build (Vite merges the groups of every plugin that adds some). */
export const clientChunkGroups = (groups: CodeSplittingGroup[]): UserConfig => ({
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } } },
});

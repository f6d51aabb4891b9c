/** Types of scripts/import-aliases.mjs, for the TypeScript configs that import it. */
export declare const importAliases: { find: RegExp; replacement: string }[];

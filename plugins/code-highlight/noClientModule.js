// Stands in for the theme's prism-include-languages client module (see ./index.ts).
export {};

/// <reference types="vite/client" />

/** The year of the build, replaced by Vite (`define` in vite.config.ts); used in the copyright line. */
declare const __BUILD_YEAR__: number;

/// <reference types="vite/client" />

/** The year of the build, replaced by Vite (`define` in vite.config.ts); used in the copyright line. */
declare const __BUILD_YEAR__: number;

/** hls.js's light build (no subtitles or DRM: captions come as a separate WebVTT track) has the full build's API. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}

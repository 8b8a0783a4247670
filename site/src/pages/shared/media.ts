/**
 * Resolves media keys used by the content modules to files from the media manifest (site/src/content/media.ts).
 */
export interface ResolvedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

export function resolveImage(_key: string): ResolvedImage | undefined {
  return undefined;
}

import { mediaByKey, type MediaImage as ManifestImage } from '../../content/media';

/** The manifest entry for a media key used by the content modules ('service-app-development', 'avatar-1'...). */
export function resolveImage(key: string): ManifestImage | undefined {
  return mediaByKey[key];
}

/**
 * The widths at which the API also serves an uploaded image, for `srcset`: `<imageUrl>?w=720` answers a
 * WebP copy that wide (never wider than the original). Any other `w` is a 400. (A module without zod,
 * so a page that only builds a `srcset` does not bundle it.)
 */
export const uploadedImageWidths = [480, 720, 960, 1280] as const;

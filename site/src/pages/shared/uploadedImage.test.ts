import { describe, expect, it } from 'vitest';
import { uploadedImageSrcSet } from './uploadedImage';

describe('uploadedImageSrcSet', () => {
  it('offers the widths the API serves an uploaded raster image at', () => {
    expect(uploadedImageSrcSet('/uploads/blogs/cloud-costs.webp')).toBe(
      '/uploads/blogs/cloud-costs.webp?w=480 480w, /uploads/blogs/cloud-costs.webp?w=720 720w, /uploads/blogs/cloud-costs.webp?w=960 960w, /uploads/blogs/cloud-costs.webp?w=1280 1280w',
    );
  });

  it('offers none for SVGs and for images that are not uploads', () => {
    expect(uploadedImageSrcSet('/uploads/blogs/cover.svg')).toBeUndefined();
    expect(uploadedImageSrcSet('/media/courses/basic-python.webp')).toBeUndefined();
    expect(uploadedImageSrcSet('https://cdn.example.com/uploads/a.webp')).toBeUndefined();
  });
});

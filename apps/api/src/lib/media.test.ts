import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.js';

describe('media addresses', () => {
  it('joins a site path or a CDN prefix and a file with exactly one slash, whatever slashes either brings', () => {
    for (const prefix of ['/media', '/media/', '/media//']) {
      for (const file of ['ab/12.webp', '/ab/12.webp', '//ab/12.webp']) expect(mediaUrl(prefix, file)).toBe('/media/ab/12.webp');
    }
    expect(mediaUrl('https://cdn.example.com/photos/', '/x.webp')).toBe('https://cdn.example.com/photos/x.webp');
    expect(mediaUrl('https://cdn.example.com/photos', 'x.webp')).toBe('https://cdn.example.com/photos/x.webp');
  });
});

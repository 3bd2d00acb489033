import { MAX_PHOTO_BYTES } from '@dating/contracts';
import { describe, expect, it } from 'vitest';
import { checkPhotoFile, photosCounted } from './photo-rules';

describe('photo rules', () => {
  it('counts pending and active photos, not rejected ones', () => {
    expect(photosCounted([{ status: 'active' }, { status: 'pending' }, { status: 'rejected' }])).toBe(2);
  });

  it('stops files that are no image, empty or too large before sending them', () => {
    expect(checkPhotoFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: '', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })).toBe('notImage');
    expect(checkPhotoFile({ type: 'image/jpeg', size: 0 })).toBe('empty');
    expect(checkPhotoFile({ type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toBe('tooLarge');
  });
});

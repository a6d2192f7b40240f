import { describe, expect, it } from 'vitest';
import { objectKey } from '../storage/storage.js';
import { storagePath, storedFileName, uniqueNames } from './names.js';

describe('storedFileName', () => {
  it.each([
    ['IMG_0001.JPG', 'img-0001.webp'],
    ['Été Look (1).png', 'ete-look-1.webp'],
    ['../../etc/passwd', 'passwd.webp'],
    ['C:\\Users\\me\\Desktop\\coat.heic', 'coat.webp'],
    ['.jpg', 'photo.webp'],
    ['', 'photo.webp'],
    ['写真.jpeg', 'photo.webp'],
    ['a'.repeat(300) + '.png', `${'a'.repeat(60)}.webp`],
    ['shirt.tar.gz', 'shirt-tar.webp'],
  ])('%j → %j', (original, stored) => {
    expect(storedFileName(original)).toBe(stored);
  });
});

describe('storage paths', () => {
  it('follows the spec and always passes the storage key check', () => {
    const wardrobe = storagePath('wardrobe', 'u1AbC', 1700000000000, 0, 'coat.webp');
    const product = storagePath('style-inspiration', 'u1AbC', 1700000000000, 3, 'bag.webp');
    expect(wardrobe).toBe('u1AbC/1700000000000-coat.webp');
    expect(product).toBe('u1AbC/products/1700000000000-3-bag.webp');
    expect(() => objectKey('wardrobe', wardrobe)).not.toThrow();
    expect(() => objectKey('style-inspiration', storagePath('style-inspiration', 'u1', 1, 0, storedFileName('../../x.png')))).not.toThrow();
  });

  it('makes repeated names unique within a request', () => {
    expect(uniqueNames(['a.webp', 'b.webp', 'a.webp', 'a.webp'])).toEqual(['a.webp', 'b.webp', 'a-2.webp', 'a-3.webp']);
  });
});

import { describe, expect, it } from 'vitest';
import { gridSizes, imageSources, loadingAttributes, photoSrcSet } from './image-sources.js';

const ID = '0b6a4c1e-5d2f-4a8b-9c3d-7e1f2a3b4c5d';

describe('srcset for a stored photo', () => {
  it('offers the 320 and 640 px copies and the original', () => {
    expect(photoSrcSet(`/api/files/${ID}`)).toBe(`/api/files/${ID}?w=320 320w, /api/files/${ID}?w=640 640w, /api/files/${ID} 1600w`);
  });

  it('keeps a signed URL\'s signature on every copy', () => {
    const signed = `/api/files/${ID}?expires=1900000000&signature=abc`;
    expect(photoSrcSet(signed)).toBe(
      `/api/files/${ID}?expires=1900000000&signature=abc&w=320 320w, /api/files/${ID}?expires=1900000000&signature=abc&w=640 640w, ${signed} 1600w`,
    );
  });

  it('leaves drawings and other addresses alone', () => {
    for (const url of ['/media/products/p1.svg?k=Tops&c=black', 'https://cdn.example.com/a.jpg', 'blob:http://localhost/x', '/api/files/not-an-id']) {
      expect(photoSrcSet(url)).toBeUndefined();
      expect(imageSources(url, '50vw')).toEqual({ src: url });
    }
    expect(imageSources(`/api/files/${ID}`, '50vw')).toMatchObject({ src: `/api/files/${ID}`, sizes: '50vw' });
  });
});

describe('sizes for a grid', () => {
  it('gives each breakpoint one cell\'s share of the width, capped by the page', () => {
    expect(gridSizes([2, 3, 4])).toBe('(min-width: 1024px) 320px, (min-width: 640px) 34vw, 50vw');
    expect(gridSizes([1.25, 2, 4])).toBe('(min-width: 1024px) 320px, (min-width: 640px) 50vw, 80vw');
  });
});

describe('how a picture loads', () => {
  it('puts the first picture first, keeps the first screen eager and the rest lazy', () => {
    expect(loadingAttributes('priority')).toEqual({ loading: 'eager', fetchPriority: 'high', decoding: 'async' });
    expect(loadingAttributes('eager')).toEqual({ loading: 'eager', fetchPriority: 'auto', decoding: 'async' });
    expect(loadingAttributes('lazy')).toEqual({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' });
  });
});

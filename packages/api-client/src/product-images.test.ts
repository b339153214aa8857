import { previewImageUrl } from './product-images';

describe('previewImageUrl', () => {
  it('names the PNG of an SVG product picture, and nothing for other pictures', () => {
    expect(previewImageUrl('https://shop.example/api/products/images/CGO-KRU-1OZ.svg')).toBe(
      'https://shop.example/api/products/images/CGO-KRU-1OZ.png',
    );
    expect(previewImageUrl('https://cdn.example/krugerrand.jpg')).toBeNull();
  });
});

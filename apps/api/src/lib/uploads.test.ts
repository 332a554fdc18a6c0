import { MSG } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../test/helpers.ts';
import { checkContent, isUnsafeSvg } from './uploads.ts';

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`);
const check = (name: string, ext: Parameters<typeof checkContent>[1], bytes: Buffer) =>
  checkContent(name, ext, bytes.subarray(0, 4096), async () => bytes);

describe('SVG animations', () => {
  const unsafe = [
    '<set attributeName="onmouseover" to="alert(1)"/>',
    '<set attributeName="onload" to="alert(1)" begin="0s"/>',
    "<animate attributeName='onclick' values='alert(1)'/>",
    '<animate attributename=onfocus to="alert(1)"/>',
    '<svg:set attributeName = " onmouseover" to="alert(1)"/>',
    '<animateTransform attributeName="&#x6f;nclick" to="alert(1)"/>',
    '<animateMotion attributeName="onbegin" to="alert(1)"/>',
    '<a><set attributeName="href" to="data:image/svg+xml,x"/></a>',
    '<a><animate attributeName="xlink:href" values="#a;https://evil.example/"/></a>',
    '<a><set to="a>b" attributeName="href"/></a>',
  ];
  const harmless = [
    '<rect width="1" height="1"><animate attributeName="opacity" values="0;1" dur="1s" repeatCount="indefinite"/></rect>',
    '<rect width="1" height="1"><set attributeName="fill" to="red" begin="1s"/></rect>',
    '<g><animateTransform attributeName="transform" type="rotate" from="0" to="360" dur="2s"/></g>',
    '<rect width="1" height="1"><set attributeName="hreflang" to="vi"/></rect>',
  ];
  it.each([...unsafe.map((body) => [body, true] as const), ...harmless.map((body) => [body, false] as const)])(
    '%s is unsafe: %s',
    (body, expected) => {
      expect(isUnsafeSvg(svg(body))).toBe(expected);
    },
  );
});

describe('content of raster images and documents', () => {
  it('accepts what decodes or parses as its type', async () => {
    await expect(check('anh.png', 'png', SAMPLE_FILES.png)).resolves.toBeUndefined();
    await expect(check('anh.jpg', 'jpg', SAMPLE_FILES.jpg)).resolves.toBeUndefined();
    await expect(check('anh.jpeg', 'jpeg', SAMPLE_FILES.jpg)).resolves.toBeUndefined();
    await expect(check('giay-phep.pdf', 'pdf', SAMPLE_FILES.pdf)).resolves.toBeUndefined();
    await expect(check('hop-dong.docx', 'docx', SAMPLE_FILES.docx)).resolves.toBeUndefined();
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    await expect(check('van-ban.doc', 'doc', doc)).resolves.toBeUndefined();
  });

  it.each([
    ['a PNG named .jpg', 'anh.jpg', 'jpg', SAMPLE_FILES.png],
    ['a JPEG named .png', 'anh.png', 'png', SAMPLE_FILES.jpg],
    ['a PNG signature, then HTML', 'anh.png', 'png', Buffer.concat([SAMPLE_FILES.png.subarray(0, 8), Buffer.from('<html></html>')])],
    ['a PNG with its image data cut', 'anh.png', 'png', SAMPLE_FILES.png.subarray(0, SAMPLE_FILES.png.length - 40)],
    ['a JPEG with its scan cut', 'anh.jpg', 'jpg', SAMPLE_FILES.jpg.subarray(0, SAMPLE_FILES.jpg.length - 40)],
    ['a PDF named .doc', 'van-ban.doc', 'doc', SAMPLE_FILES.pdf],
  ] as const)('refuses %s as a wrong type', async (_label, name, ext, bytes) => {
    await expect(check(name, ext, bytes)).rejects.toMatchObject({ message: MSG.fileType(name) });
  });
});

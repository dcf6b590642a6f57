import { mediaOrigin, objectKeyOf, uploadProviderConfig } from '../../src/services/storage';
import { readSettings } from '../../src/settings';

describe('upload storage configuration', () => {
  it('uses the local provider unless S3_BUCKET is set', () => {
    expect(uploadProviderConfig(readSettings({}))).toBeNull();
    expect(mediaOrigin(readSettings({}))).toBeNull();
  });

  it('configures Strapi’s S3 provider from the settings', () => {
    const s = readSettings({
      S3_BUCKET: 'lcmdp',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'cms',
      S3_SECRET_ACCESS_KEY: 'a-real-secret-0123',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(uploadProviderConfig(s)).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        s3Options: expect.objectContaining({
          region: 'ap-southeast-1',
          endpoint: 'http://minio:9000',
          forcePathStyle: true,
          credentials: { accessKeyId: 'cms', secretAccessKey: 'a-real-secret-0123' },
          params: { Bucket: 'lcmdp', ACL: 'public-read' },
        }),
      },
    });
    expect(mediaOrigin(s)).toBe('http://minio:9000');
  });

  it('gives files the public URL when one is set, and allows its origin', () => {
    const s = readSettings({ S3_BUCKET: 'lcmdp', S3_PUBLIC_URL: 'https://files.example.la/lcmdp' });
    expect(uploadProviderConfig(s)?.providerOptions.baseUrl).toBe('https://files.example.la/lcmdp');
    expect(mediaOrigin(s)).toBe('https://files.example.la');
    // No endpoint: AWS itself, virtual-host style.
    expect(mediaOrigin(readSettings({ S3_BUCKET: 'lcmdp', S3_REGION: 'eu-west-1' }))).toBe(
      'https://lcmdp.s3.eu-west-1.amazonaws.com',
    );
    expect(mediaOrigin(readSettings({ S3_BUCKET: 'lcmdp', S3_ENDPOINT: 'https://s3.example.la' }))).toBe(
      'https://lcmdp.s3.example.la',
    );
  });

  it('finds an object’s key in each URL form the provider gives', () => {
    const key = 'a1b2_c3d4e5f6a7.png';
    for (const url of [
      `http://minio:9000/lcmdp/${key}`,
      `https://lcmdp.s3.eu-west-1.amazonaws.com/${key}`,
      `https://files.example.la/lcmdp/${key}`,
    ])
      expect(objectKeyOf(url)).toBe(key);
    expect(objectKeyOf('https://files.example.la/')).toBeNull();
  });
});

import type { Core } from '@strapi/strapi';
import { uploadProviderConfig } from '../src/services/storage';
import { readSettings } from '../src/settings';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Plain JWTs, as the legacy login contract returns one token; logout and password changes revoke them
      // through the user's tokensValidAfter (see src/extensions/users-permissions).
      jwtManagement: 'legacy-support',
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
      ratelimit: { interval: 60000, max: 20 },
    },
  },
  upload: {
    config: {
      // S3_BUCKET set: uploads and evidence in that bucket (Strapi's S3 provider); else the local public/uploads.
      ...uploadProviderConfig(readSettings()),
      sizeLimit: 20 * 1024 * 1024,
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'text/plain'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false) && !env('SMTP_USER'),
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'LCMDP <no-reply@lcmdp.local>'),
        defaultReplyTo: env('MAIL_FROM', 'LCMDP <no-reply@lcmdp.local>'),
      },
    },
  },
});

export default config;

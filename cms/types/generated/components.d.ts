import type { Schema, Struct } from '@strapi/strapi';

export interface ReportReporterContact extends Struct.ComponentSchema {
  collectionName: 'components_report_reporter_contacts';
  info: {
    description: 'Confidential: only staff may see it.';
    displayName: 'Reporter contact';
  };
  attributes: {
    email: Schema.Attribute.Email & Schema.Attribute.Private;
    fullName: Schema.Attribute.String & Schema.Attribute.Private;
    organisation: Schema.Attribute.String & Schema.Attribute.Private;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'report.reporter-contact': ReportReporterContact;
    }
  }
}

// The multipart forms of the template routes (spec §7 "Contact page template"), for the API's
// document: the API reads them part by part as they stream, and checks the saved fields with
// templateFieldsSchema once it has parsed their JSON.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** A JSON value sent as a form field's text. */
const jsonText = (what: string) => z.string().check(z.describe(`${what}, as JSON`));

/** An image: a PNG or JPEG file, '' to remove the saved one, or a logo as text (spec §3). */
const image = lazySchema(() => z.optional(z.union([z.file(), z.string()])));

/** POST /api/management/contactPage/templates/save */
export const templateSaveFormSchema = lazySchema(() =>
  z.object({
    tenantId: z.string(),
    /** Which of the tenant's templates (decision 056); without one, the default template. */
    templateId: z.optional(z.string()),
    pageTitle: z.optional(z.string()),
    theme: jsonText('The eight theme colours'),
    sections: jsonText('The built-in sections'),
    sectionOrder: z.optional(jsonText('Section ids, top to bottom')),
    customSections: z.optional(jsonText('The custom sections')),
    fieldMapping: jsonText('Placeholder of each card field'),
    businessHours: z.optional(z.string()),
    socialMedia: z.optional(jsonText("The company's social links")),
    oauthProviderId: z.optional(z.string()),
    companyLogo: image,
    profilePhoto: image,
  }),
);

/** POST /api/management/contactPage/templates/vcard: no endUserId is the sample person. */
export const previewVCardFormSchema = lazySchema(() =>
  z.object({
    tenantId: z.string(),
    endUserId: z.optional(z.string()),
    profilePhoto: image,
  }),
);

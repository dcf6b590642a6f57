import {
  dataOptionQuerySchema,
  dataOptionSchema,
  dataOptionUpdateSchema,
  documentIdSchema,
  lawFileUploadQuerySchema,
  variantQuerySchema,
  violationCodeUpsertSchema,
  violationTypeUpsertSchema,
  type Variant,
} from '@lcmdp/contract';
import { callerOf, requireStaff } from '../../../http/actor';
import { badRequest, parse } from '../../../http/failure';
import * as catalogue from '../../../services/catalogue';
import { currentLawFiles, replaceLawFile } from '../../../services/law-files';
import { filesOf } from '../../../services/uploads';
import { bodyOf, filesOfRequest, formData, type Handler } from './types';

export const getCodes: Handler = async (ctx) => ({
  data: await catalogue.listCodes(parse(variantQuerySchema, ctx.query).variant),
});
export const getTypes: Handler = async (ctx) => ({
  data: await catalogue.listTypes(parse(variantQuerySchema, ctx.query).variant),
});

export const upsertCode =
  (variant: Variant): Handler =>
  async (ctx) => {
    requireStaff(ctx);
    const input = parse(violationCodeUpsertSchema, bodyOf(ctx));
    if (!input._id) ctx.status = 201;
    return { success: true, data: await catalogue.upsertCode(variant, input) };
  };

export const upsertType =
  (variant: Variant): Handler =>
  async (ctx) => {
    requireStaff(ctx);
    const input = parse(violationTypeUpsertSchema, bodyOf(ctx));
    if (!input._id) ctx.status = 201;
    return { success: true, data: await catalogue.upsertType(variant, input) };
  };

export const deleteEntry =
  (which: 'code' | 'type'): Handler =>
  async (ctx) => {
    requireStaff(ctx);
    await catalogue.deleteCatalogueEntry(which, parse(documentIdSchema, ctx.params.id));
    return { success: true };
  };

export const getOptions =
  (variant: Variant): Handler =>
  async (ctx) => {
    const { route, status } = parse(dataOptionQuerySchema, ctx.query);
    const caller = callerOf(ctx);
    return { data: await catalogue.listOptions({ variant, kind: route, active: status }, caller.kind !== 'public') };
  };

export const addOption =
  (variant: Variant): Handler =>
  async (ctx) => {
    requireStaff(ctx);
    const data = formData(ctx);
    if (data.__invalidJson) throw badRequest('Invalid input', { data: 'The data field is not valid JSON' });
    const input = parse(dataOptionSchema, data);
    ctx.status = 201;
    return { status: 'success', data: await catalogue.addOption(variant, input, filesOf(filesOfRequest(ctx).images)) };
  };

export const updateOption: Handler = async (ctx) => {
  requireStaff(ctx);
  const id = parse(documentIdSchema, ctx.params.id);
  const data = formData(ctx);
  if (data.__invalidJson) throw badRequest('Invalid input', { data: 'The data field is not valid JSON' });
  const input = parse(dataOptionUpdateSchema, data);
  return { status: 'success', data: await catalogue.updateOption(id, input, filesOf(filesOfRequest(ctx).images)) };
};

export const deleteOption: Handler = async (ctx) => {
  requireStaff(ctx);
  await catalogue.deleteOption(parse(documentIdSchema, ctx.params.id));
  return { status: 'success' };
};

export const getLawFiles: Handler = async () => ({ data: await currentLawFiles() });

export const uploadLawFile =
  (variant: Variant): Handler =>
  async (ctx) => {
    const { actor } = requireStaff(ctx);
    const { language } = parse(lawFileUploadQuerySchema, ctx.query);
    const [file] = filesOf(filesOfRequest(ctx).file ?? filesOfRequest(ctx).files);
    if (!file) throw badRequest('Invalid input', { file: 'Attach the law as a PDF in the field "file"' });
    return replaceLawFile(variant, language, file, actor.userId);
  };
